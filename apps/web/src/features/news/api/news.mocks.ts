import { http } from 'msw';
import type { newsListSchema } from '@atrium/shared/api/news';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for this feature's calls (this folder). */
export const newsHandlers = {
  list: (answer: Answer<Reply<typeof newsListSchema>>) => http.get('/api/news', answering(answer)),
};
