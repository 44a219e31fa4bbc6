import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailCodeRequestSchema,
  emailVerifyRequestSchema,
  emailVerifyResponseSchema,
  findIdRequestSchema,
  findIdResponseSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@atrium/shared/api/auth';
import { mfaChallengeSchema, mfaSigninRequestSchema } from '@atrium/shared/api/mfa';
import {
  passkeyRequestOptionsSchema,
  passkeySigninOptionsRequestSchema,
  passkeySigninRequestSchema,
} from '@atrium/shared/api/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import type { Mfa } from '../mfa/mfa.service';
import type { Passkeys } from '../mfa/passkey.service';
import type { AuthLimits } from './auth.limits';
import type { EmailCodes } from './auth.email-codes';
import type { Accounts } from './auth.accounts';
import type { Signin } from './auth.signin';
import type { Sessions } from './auth.sessions';

interface Deps {
  limits: AuthLimits;
  emailCodes: EmailCodes;
  accounts: Accounts;
  signin: Signin;
  sessions: Sessions;
  mfa: Mfa;
  passkeys: Passkeys;
}

const tags = ['auth'];

/** /api/auth/*: the member API of docs/spec/decisions.md §7, behind the per-address request limit. */
export const authRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { limits, emailCodes, accounts, signin, sessions, mfa, passkeys },
) => {
  app.addHook('onRequest', async (request) => limits.guardRequest(request.ip));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post('/email/code', { schema: { tags, body: emailCodeRequestSchema } }, async (request, reply) => {
    await emailCodes.send(request.body.email, request.body.purpose, request.lang);
    return reply.code(204).send();
  });

  app.post(
    '/email/verify',
    { schema: { tags, body: emailVerifyRequestSchema, response: { 200: emailVerifyResponseSchema } } },
    async (request) => ({
      verificationToken: await emailCodes.verify(request.body.email, request.body.purpose, request.body.code),
    }),
  );

  app.post(
    '/signup',
    { schema: { tags, body: signupRequestSchema, response: { 201: signupResponseSchema } } },
    async (request, reply) => {
      const user = await accounts.signup(request.body, request.lang, request.ip);
      const { accessToken, refreshToken } = await sessions.start(user.id, client(request));
      return reply.code(201).send({ id: user.id, accessToken, refreshToken, username: user.name, role: user.role });
    },
  );

  app.post(
    '/signin',
    {
      schema: {
        tags,
        body: signinRequestSchema,
        response: { 200: z.union([signinResponseSchema, mfaChallengeSchema]) },
      },
    },
    async (request) => signin(request.body.email, request.body.password, client(request), request.lang),
  );

  app.post(
    '/signin/mfa',
    { schema: { tags, body: mfaSigninRequestSchema, response: { 200: signinResponseSchema } } },
    async (request) => mfa.completeSignin(request.body.mfaToken, request.body.code, client(request)),
  );

  // The same second step with a passkey: options for the browser, then its signed answer.
  app.post(
    '/signin/passkey/options',
    {
      schema: { tags, body: passkeySigninOptionsRequestSchema, response: { 200: passkeyRequestOptionsSchema } },
    },
    async (request) => passkeys.signinOptions(request.body.mfaToken),
  );

  app.post(
    '/signin/passkey',
    { schema: { tags, body: passkeySigninRequestSchema, response: { 200: signinResponseSchema } } },
    async (request) =>
      passkeys.signin(request.body.mfaToken, request.body.response as AuthenticationResponseJSON, client(request)),
  );

  app.post(
    '/signin/refresh',
    { schema: { tags, body: refreshRequestSchema, response: { 200: refreshResponseSchema } } },
    async (request) => sessions.refresh(request.body.refreshToken, client(request)),
  );

  app.post('/signout', { schema: { tags, body: refreshRequestSchema } }, async (request, reply) => {
    await sessions.end(request.body.refreshToken);
    return reply.code(204).send();
  });

  app.post(
    '/find-id',
    { schema: { tags, body: findIdRequestSchema, response: { 200: findIdResponseSchema } } },
    async (request) => ({
      emails: await accounts.findId(request.body.name, request.body.phoneNumber, request.body.phoneRegion),
    }),
  );

  app.post('/password/reset', { schema: { tags, body: passwordResetRequestSchema } }, async (request, reply) => {
    const { email, verificationToken, newPassword } = request.body;
    await accounts.resetPassword(email, verificationToken, newPassword, request.ip);
    return reply.code(204).send();
  });

  app.post('/unlock', { schema: { tags, body: passwordResetRequestSchema } }, async (request, reply) => {
    const { email, verificationToken, newPassword } = request.body;
    await accounts.unlock(email, verificationToken, newPassword, request.ip);
    return reply.code(204).send();
  });
};
