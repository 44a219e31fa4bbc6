import { http } from 'msw';
import type { epicDetailSchema } from '@atrium/shared/api/edu';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const eduHandlers = {
  epic: (answer: Answer<Reply<typeof epicDetailSchema>>) => http.get('/api/edu/epic/:id', answering(answer)),
};
