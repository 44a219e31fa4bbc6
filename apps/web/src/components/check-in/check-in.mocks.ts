import { http } from 'msw';
import type { CheckInState, checkInResultSchema, checkInStateSchema } from '@atrium/shared/api/events';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for a member's check-in calls (this folder); the events feature's mocks use them too. */
export const checkInHandlers = {
  checkIns: (answer: Answer<Reply<typeof checkInStateSchema>>) =>
    http.get('/api/events/:id/check-ins', answering(answer)),
  checkIn: (answer: Answer<Reply<typeof checkInResultSchema>>) =>
    http.post('/api/events/:id/check-in', answering(answer, 201)),
};

/** A member's state on day 3 (12 November) of a 28-day check-in event (id 5), with the days they checked in. */
export const dayThreeState = (checkedDays: number[]): CheckInState => ({
  eventId: 5,
  days: 28,
  startDate: '2026-11-10',
  endDate: '2026-12-07',
  timezone: 'Asia/Seoul',
  today: '2026-11-12',
  todayDay: 3,
  open: true,
  checkedToday: checkedDays.includes(3),
  checkedDays: [...checkedDays],
  count: checkedDays.length,
});
