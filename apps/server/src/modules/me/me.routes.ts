import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  passwordNoticeRequestSchema,
  profileSchema,
  profileUpdateSchema,
  sessionsResponseSchema,
} from '@atrium/shared/api/auth';
import { myCheckInsSchema } from '@atrium/shared/api/my-check-ins';
import { sendAttachment } from '#server/lib/attachment';
import { memberOf } from '#server/plugins/auth';
import type { Me } from './me.service';
import { presentProfile, presentSession } from './me.presenter';

const security = [{ bearer: [] }];

/** /api/me: the signed-in member's own account and check-ins. Every route is behind `authenticate`. */
export const meRoutes: FastifyPluginAsyncZod<{ me: Me }> = async (app, { me }) => {
  // onRequest, not preHandler: the token is checked before the body is, so a caller without a
  // valid one gets AUTH_REQUIRED / TOKEN_EXPIRED (and refreshes), never a field error.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/', { schema: { tags: ['me'], security, response: { 200: profileSchema } } }, async (request) =>
    presentProfile(memberOf(request).user),
  );

  app.put(
    '/',
    { schema: { tags: ['me'], security, body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => presentProfile(await me.updateProfile(memberOf(request), request.body)),
  );

  app.put(
    '/password',
    { schema: { tags: ['me'], security, body: changePasswordRequestSchema } },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      await me.changePassword(memberOf(request), currentPassword, newPassword, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    '/password-notice',
    { schema: { tags: ['me'], security, body: passwordNoticeRequestSchema } },
    async (request, reply) => {
      await me.snoozePasswordNotice(memberOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/sessions',
    { schema: { tags: ['me'], security, response: { 200: sessionsResponseSchema } } },
    async (request) => {
      const member = memberOf(request);
      return { sessions: (await me.sessions(member)).map((s) => presentSession(s, member.sessionId)) };
    },
  );

  app.delete(
    '/sessions/:id',
    { schema: { tags: ['me'], security, params: z.object({ id: z.uuid({ error: 'INVALID' }) }) } },
    async (request, reply) => {
      await me.endSession(memberOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/check-ins', { schema: { tags: ['me'], security, response: { 200: myCheckInsSchema } } }, async (request) =>
    me.checkIns(memberOf(request), request.lang),
  );

  app.get('/export', { schema: { tags: ['me'], security } }, async (request, reply) => {
    const data = await me.exportData(memberOf(request));
    const date = data.exportedAt.slice(0, 10);
    const json = JSON.stringify(data, null, 2);
    return sendAttachment(reply, 'application/json; charset=utf-8', `atrium-my-data-${date}.json`, json);
  });

  app.delete('/', { schema: { tags: ['me'], security, body: deleteAccountRequestSchema } }, async (request, reply) => {
    await me.deleteAccount(memberOf(request), request.body.password, request.ip);
    return reply.code(204).send();
  });

  app.post('/sessions/sign-out-others', { schema: { tags: ['me'], security } }, async (request, reply) => {
    await me.endOtherSessions(memberOf(request));
    return reply.code(204).send();
  });
};
