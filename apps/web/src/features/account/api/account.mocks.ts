import { http } from 'msw';
import type { myCheckInsSchema } from '@atrium/shared/api/my-check-ins';
import type { recoveryCodesSchema, totpEnrolmentSchema } from '@atrium/shared/api/mfa';
import type { passkeyCreationOptionsSchema, passkeyListSchema, passkeySchema } from '@atrium/shared/api/passkeys';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

/** Test handlers for the account's calls (this folder and ../mfa), one per endpoint. */
export const accountHandlers = {
  checkIns: (answer: Answer<Reply<typeof myCheckInsSchema>>) => http.get('/api/me/check-ins', answering(answer)),
  /** DELETE /api/me answers 204: `answer` gives it, or an error. */
  deleteAccount: (answer: Answer<never>) => http.delete('/api/me', answering(answer)),
  changePassword: (answer: Answer<never>) => http.put('/api/me/password', answering(answer)),
  snoozePasswordNotice: (answer: Answer<never>) => http.post('/api/me/password-notice', answering(answer)),
  totpEnrolment: (answer: Answer<Reply<typeof totpEnrolmentSchema>>) =>
    http.post('/api/me/mfa/totp', answering(answer)),
  totpConfirm: (answer: Answer<Reply<typeof recoveryCodesSchema>>) =>
    http.post('/api/me/mfa/totp/confirm', answering(answer)),
  passkeys: (answer: Answer<Reply<typeof passkeyListSchema>>) => http.get('/api/me/mfa/passkeys', answering(answer)),
  passkeyOptions: (answer: Answer<Reply<typeof passkeyCreationOptionsSchema>>) =>
    http.post('/api/me/mfa/passkeys/options', answering(answer)),
  addPasskey: (answer: Answer<Reply<typeof passkeySchema>>) =>
    http.post('/api/me/mfa/passkeys', answering(answer, 201)),
  removePasskey: (answer: Answer<never>) => http.delete('/api/me/mfa/passkeys/:id', answering(answer)),
};
