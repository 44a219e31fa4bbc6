import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepUpResponseSchema } from '@atrium/shared/api/mfa';
import {
  passkeyAssertionRequestSchema,
  passkeyCreationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyRegisterRequestSchema,
  passkeyRemoveRequestSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
} from '@atrium/shared/api/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { memberOf } from '#server/plugins/auth';
import type { Audit } from '../audit/audit.service';
import { recordStaffMfaChange } from './mfa.audit';
import type { Passkeys } from './passkey.service';

const tags = ['me: two-factor'];
const security = [{ bearer: [] }];

/** /api/me/mfa/passkeys and /api/me/mfa/step-up/passkey: the member's passkeys (docs/spec/decisions.md §13). */
export const passkeyRoutes: FastifyPluginAsyncZod<{ passkeys: Passkeys; audit: Audit }> = async (
  app,
  { passkeys, audit },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/passkeys', { schema: { tags, security, response: { 200: passkeyListSchema } } }, async (request) =>
    passkeys.list(memberOf(request)),
  );

  app.post(
    '/passkeys/options',
    { schema: { tags, security, response: { 200: passkeyCreationOptionsSchema } } },
    async (request) => passkeys.registrationOptions(memberOf(request)),
  );

  app.post(
    '/passkeys',
    { schema: { tags, security, body: passkeyRegisterRequestSchema, response: { 201: passkeySchema } } },
    async (request, reply) => {
      const { name, response } = request.body;
      const passkey = await passkeys.register(memberOf(request), name, response as RegistrationResponseJSON);
      await recordStaffMfaChange(audit, request, 'mfa.passkey.add');
      return reply.code(201).send(passkey);
    },
  );

  app.delete(
    '/passkeys/:id',
    { schema: { tags, security, params: passkeyIdParamsSchema, body: passkeyRemoveRequestSchema } },
    async (request, reply) => {
      await passkeys.remove(memberOf(request), request.params.id, request.body.password, request.body.code);
      await recordStaffMfaChange(audit, request, 'mfa.passkey.remove');
      return reply.code(204).send();
    },
  );

  app.post(
    '/step-up/passkey/options',
    { schema: { tags, security, response: { 200: passkeyRequestOptionsSchema } } },
    async (request) => passkeys.stepUpOptions(memberOf(request)),
  );

  app.post(
    '/step-up/passkey',
    { schema: { tags, security, body: passkeyAssertionRequestSchema, response: { 200: stepUpResponseSchema } } },
    async (request) => passkeys.stepUp(memberOf(request), request.body.response as AuthenticationResponseJSON),
  );
};
