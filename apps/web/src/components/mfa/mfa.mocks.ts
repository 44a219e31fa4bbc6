import { http } from 'msw';
import type { mfaStatusSchema, stepUpResponseSchema } from '@atrium/shared/api/mfa';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the two-factor calls every staff page shares (mfa-status.ts). */
export const mfaHandlers = {
  status: (answer: Answer<Reply<typeof mfaStatusSchema>>) => http.get('/api/me/mfa', answering(answer)),
  stepUp: (answer: Answer<Reply<typeof stepUpResponseSchema>>) => http.post('/api/me/mfa/step-up', answering(answer)),
};
