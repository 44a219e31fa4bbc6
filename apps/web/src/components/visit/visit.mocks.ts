import { http } from 'msw';
import type { visitResponseSchema } from '@atrium/shared/api/visit';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the calls of this folder (visit-query.ts). */
export const visitHandlers = {
  visit: (answer: Answer<Reply<typeof visitResponseSchema>>) => http.get('/api/visit', answering(answer)),
};
