import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaCodeRequestSchema,
  mfaRemoveRequestSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  stepUpResponseSchema,
  totpEnrolmentSchema,
} from '@atrium/shared/api/mfa';
import { memberOf } from '#server/plugins/auth';
import { actorOf } from '../audit/audit.actor';
import type { Mfa } from './mfa.service';

const tags = ['me: two-factor'];
const security = [{ bearer: [] }];

/** /api/me/mfa: the signed-in member's own two-factor sign-in (docs/spec/decisions.md §13). */
export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: Mfa }> = async (app, { mfa }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { tags, security, response: { 200: mfaStatusSchema } } }, async (request) =>
    mfa.status(memberOf(request)),
  );

  app.post('/totp', { schema: { tags, security, response: { 200: totpEnrolmentSchema } } }, async (request) =>
    mfa.startTotp(memberOf(request)),
  );

  app.post(
    '/totp/confirm',
    { schema: { tags, security, body: mfaCodeRequestSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      return mfa.confirmTotp(memberOf(request), request.body.code, actorOf(request));
    },
  );

  app.post(
    '/recovery-codes',
    { schema: { tags, security, body: mfaCodeRequestSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      return mfa.regenerateRecoveryCodes(memberOf(request), request.body.code, actorOf(request), request.ip);
    },
  );

  app.post(
    '/step-up',
    { schema: { tags, security, body: mfaCodeRequestSchema, response: { 200: stepUpResponseSchema } } },
    async (request) => mfa.stepUp(memberOf(request), request.body.code, request.ip),
  );

  app.delete('/', { schema: { tags, security, body: mfaRemoveRequestSchema } }, async (request, reply) => {
    await mfa.remove(memberOf(request), request.body.password, request.body.code, actorOf(request), request.ip);
    return reply.code(204).send();
  });
};
