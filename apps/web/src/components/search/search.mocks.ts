import { http } from 'msw';
import type { searchResponseSchema } from '@atrium/shared/api/search';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for GET /api/search: the box's suggestions here and the search page (features/search). */
export const searchHandlers = {
  search: (answer: Answer<Reply<typeof searchResponseSchema>>) => http.get('/api/search', answering(answer)),
};
