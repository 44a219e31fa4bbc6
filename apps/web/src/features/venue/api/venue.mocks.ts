import { http } from 'msw';
import type { venuePageSchema } from '@atrium/shared/api/content';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const venueHandlers = {
  page: (answer: Answer<Reply<typeof venuePageSchema>>) => http.get('/api/pages/:slug', answering(answer)),
};
