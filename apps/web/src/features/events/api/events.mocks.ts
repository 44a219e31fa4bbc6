import { http } from 'msw';
import type {
  checkInResultSchema,
  checkInStateSchema,
  eventDetailSchema,
  giftListSchema,
} from '@atrium/shared/api/events';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the events' calls (this folder), one per endpoint. */
export const eventHandlers = {
  event: (answer: Answer<Reply<typeof eventDetailSchema>>) => http.get('/api/events/:id', answering(answer)),
  checkIns: (answer: Answer<Reply<typeof checkInStateSchema>>) =>
    http.get('/api/events/:id/check-ins', answering(answer)),
  checkIn: (answer: Answer<Reply<typeof checkInResultSchema>>) =>
    http.post('/api/events/:id/check-in', answering(answer, 201)),
  gifts: (answer: Answer<Reply<typeof giftListSchema>>) => http.get('/api/events/:id/gifts', answering(answer)),
};
