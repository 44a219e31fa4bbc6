import { http } from 'msw';
import type { exhibitionDetailSchema } from '@atrium/shared/api/edu';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const exhibitionHandlers = {
  exhibition: (answer: Answer<Reply<typeof exhibitionDetailSchema>>) =>
    http.get('/api/exhibitions/:slug', answering(answer)),
};
