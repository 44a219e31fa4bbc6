import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  releaseCreatedSchema,
  releaseCreateSchema,
  releaseItemRefSchema,
  releaseParamsSchema,
  releasePublishSchema,
  releasePublishedSchema,
  releaseSchema,
  releasesResponseSchema,
} from '@atrium/shared/api/releases';
import { SLUG_PATTERN } from '@atrium/shared/ids';
import { propagationOf } from '@atrium/shared/api/propagation';
import type { Language } from '@atrium/shared/languages';
import { actorOf } from '../audit/audit.service';
import { presentRelease, presentReleaseSummary } from './releases.presenter';
import type { Releases } from './releases.service';

const tags = ['admin-releases'];
const security = [{ bearer: [] }];
const itemParams = releaseParamsSchema.extend({
  type: z.string().max(40),
  itemId: z.string().regex(SLUG_PATTERN),
});

/** /api/admin/releases/* (docs/spec/decisions.md §15): staff only, behind the admin guard. */
export const releasesRoutes: FastifyPluginAsyncZod<{ releases: Releases }> = async (app, { releases }) => {
  const view = async (id: number, lang: Language) => {
    const { release, items } = await releases.get(id, lang);
    return presentRelease(release, items, lang);
  };

  app.post(
    '/releases',
    { schema: { tags, security, body: releaseCreateSchema, response: { 201: releaseCreatedSchema } } },
    async (request, reply) => {
      const id = await releases.create(actorOf(request), request.body.title, request.body.items);
      return reply.code(201).send({ id });
    },
  );

  app.get('/releases', { schema: { tags, security, response: { 200: releasesResponseSchema } } }, async () => ({
    items: (await releases.list()).map(presentReleaseSummary),
  }));

  app.get(
    '/releases/:id',
    { schema: { tags, security, params: releaseParamsSchema, response: { 200: releaseSchema } } },
    async (request) => view(request.params.id, request.lang),
  );

  app.post(
    '/releases/:id/items',
    {
      schema: {
        tags,
        security,
        params: releaseParamsSchema,
        body: releaseItemRefSchema,
        response: { 200: releaseSchema, 201: releaseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const added = await releases.addItem(actorOf(request), id, request.body);
      return reply.code(added ? 201 : 200).send(await view(id, request.lang));
    },
  );

  app.delete(
    '/releases/:id/items/:type/:itemId',
    { schema: { tags, security, params: itemParams, response: { 200: releaseSchema } } },
    async (request) => {
      const { id, type, itemId } = request.params;
      await releases.removeItem(actorOf(request), id, type, itemId);
      return view(id, request.lang);
    },
  );

  app.post(
    '/releases/:id/publish',
    {
      schema: {
        tags,
        security,
        params: releaseParamsSchema,
        body: releasePublishSchema,
        response: { 200: releasePublishedSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { at } = request.body;
      await releases.publish(actorOf(request), id, at ? new Date(at) : undefined);
      return { ...(await view(id, request.lang)), propagation: propagationOf(app.peers()) };
    },
  );

  app.delete(
    '/releases/:id',
    { schema: { tags, security, params: releaseParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await releases.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
