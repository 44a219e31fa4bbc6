import { http } from 'msw';
import type { signinResponseSchema } from '@atrium/shared/api/auth';
import type { mfaChallengeSchema } from '@atrium/shared/api/mfa';
import type { passkeyRequestOptionsSchema } from '@atrium/shared/api/passkeys';
import type { Reply } from '#web/lib/api/request';
import { answering, type Answer } from '#web/test/http';

type Session = Reply<typeof signinResponseSchema>;

/** Test handlers for sign-in (sign-in.ts): the password step, then a code or a passkey. */
export const authHandlers = {
  signIn: (answer: Answer<Session | Reply<typeof mfaChallengeSchema>>) =>
    http.post('/api/auth/signin', answering(answer)),
  signInWithCode: (answer: Answer<Session>) => http.post('/api/auth/signin/mfa', answering(answer)),
  passkeyOptions: (answer: Answer<Reply<typeof passkeyRequestOptionsSchema>>) =>
    http.post('/api/auth/signin/passkey/options', answering(answer)),
  signInWithPasskey: (answer: Answer<Session>) => http.post('/api/auth/signin/passkey', answering(answer)),
};
