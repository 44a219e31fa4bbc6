import { http } from 'msw';
import type { eventDetailSchema, giftListSchema } from '@atrium/shared/api/events';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';
import { checkInHandlers } from '#web/components/check-in/check-in.mocks';

/** Test handlers for the events' calls (this folder), one per endpoint. */
export const eventHandlers = {
  event: (answer: Answer<Reply<typeof eventDetailSchema>>) => http.get('/api/events/:id', answering(answer)),
  ...checkInHandlers,
  gifts: (answer: Answer<Reply<typeof giftListSchema>>) => http.get('/api/events/:id/gifts', answering(answer)),
};
