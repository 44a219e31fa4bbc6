import { http } from 'msw';
import type { spaceDetailSchema } from '@atrium/shared/api/content';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const spaceHandlers = {
  space: (answer: Answer<Reply<typeof spaceDetailSchema>>) => http.get('/api/spaces/:slug', answering(answer)),
};
