import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaCodeRequestSchema,
  mfaRemoveRequestSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  stepUpResponseSchema,
  totpEnrolmentSchema,
} from '@atrium/shared/api/mfa';
import type { FastifyRequest } from 'fastify';
import { memberOf } from '#server/plugins/auth';
import type { Audit } from '../audit/audit.service';
import type { Mfa } from './mfa.service';
import { recordStaffMfaChange } from './mfa.audit';

const tags = ['me: two-factor'];
const security = [{ bearer: [] }];

/** /api/me/mfa: the signed-in member's own two-factor sign-in (docs/spec/decisions.md §13). */
export const mfaRoutes: FastifyPluginAsyncZod<{ mfa: Mfa; audit: Audit }> = async (app, { mfa, audit }) => {
  app.addHook('onRequest', app.authenticate);
  const recordForStaff = (request: FastifyRequest, action: string) => recordStaffMfaChange(audit, request, action);

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
      const codes = await mfa.confirmTotp(memberOf(request), request.body.code);
      await recordForStaff(request, 'mfa.enable');
      return codes;
    },
  );

  app.post(
    '/recovery-codes',
    { schema: { tags, security, body: mfaCodeRequestSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      const codes = await mfa.regenerateRecoveryCodes(memberOf(request), request.body.code);
      await recordForStaff(request, 'mfa.recoveryCodes');
      return codes;
    },
  );

  app.post(
    '/step-up',
    { schema: { tags, security, body: mfaCodeRequestSchema, response: { 200: stepUpResponseSchema } } },
    async (request) => mfa.stepUp(memberOf(request), request.body.code),
  );

  app.delete('/', { schema: { tags, security, body: mfaRemoveRequestSchema } }, async (request, reply) => {
    await mfa.remove(memberOf(request), request.body.password, request.body.code);
    await recordForStaff(request, 'mfa.disable');
    return reply.code(204).send();
  });
};
