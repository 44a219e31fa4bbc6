import { http } from 'msw';
import type { mediaItemSchema, mediaListSchema } from '@atrium/shared/api/media';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the upload library's calls (this folder), one per endpoint. */
export const mediaHandlers = {
  list: (answer: Answer<Reply<typeof mediaListSchema>>) => http.get('/api/admin/media', answering(answer)),
  updateDetails: (answer: Answer<Reply<typeof mediaItemSchema>>) => http.put('/api/admin/media/:id', answering(answer)),
};
