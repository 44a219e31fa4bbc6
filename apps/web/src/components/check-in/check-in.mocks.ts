import { http } from 'msw';
import type { checkInResultSchema, checkInStateSchema } from '@atrium/shared/api/events';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for a member's check-in calls (this folder); the events feature's mocks use them too. */
export const checkInHandlers = {
  checkIns: (answer: Answer<Reply<typeof checkInStateSchema>>) =>
    http.get('/api/events/:id/check-ins', answering(answer)),
  checkIn: (answer: Answer<Reply<typeof checkInResultSchema>>) =>
    http.post('/api/events/:id/check-in', answering(answer, 201)),
};
