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
import { actorOf } from '../audit/audit.actor';
import type { Passkeys } from './passkey.service';

const tags = ['me: two-factor'];
const security = [{ bearer: [] }];

/** /api/me/mfa/passkeys and /api/me/mfa/step-up/passkey: the member's passkeys (docs/spec/decisions.md §13). */
export const passkeyRoutes: FastifyPluginAsyncZod<{ passkeys: Passkeys }> = async (app, { passkeys }) => {
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
      const passkey = await passkeys.register(
        memberOf(request),
        name,
        response as RegistrationResponseJSON,
        actorOf(request),
      );
      return reply.code(201).send(passkey);
    },
  );

  app.delete(
    '/passkeys/:id',
    { schema: { tags, security, params: passkeyIdParamsSchema, body: passkeyRemoveRequestSchema } },
    async (request, reply) => {
      const { password, code } = request.body;
      await passkeys.remove(memberOf(request), request.params.id, password, code, actorOf(request), request.ip);
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
