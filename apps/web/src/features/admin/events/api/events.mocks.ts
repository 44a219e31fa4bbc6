import { http } from 'msw';
import type { adminEventChoicesSchema, attendanceListSchema } from '@atrium/shared/api/events-admin';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the admin event page's calls (this folder), one per endpoint. */
export const eventAdminHandlers = {
  attendance: (answer: Answer<Reply<typeof attendanceListSchema>>) =>
    http.get('/api/admin/event/attendance', answering(answer)),
  choices: (answer: Answer<Reply<typeof adminEventChoicesSchema>>) =>
    http.get('/api/admin/events/choices', answering(answer)),
};
