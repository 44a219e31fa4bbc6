import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentCreatedSchema,
  contentItemResponseSchema,
  contentListResponseSchema,
  contentOrderSchema,
  contentPublishSchema,
  contentPublishedResponseSchema,
  contentSaveSchema,
  contentTypesResponseSchema,
  contentUnpublishSchema,
  attentionResponseSchema,
  type Attention,
  coverageGapsResponseSchema,
  coverageResponseSchema,
  previewQuerySchema,
  type Coverage,
  previewResponseSchema,
  publishWarningsSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
} from '@atrium/shared/api/content-admin';
import { etagOfOrder, etagOfVersion, presenceResponseSchema } from '@atrium/shared/api/content-admin';
import { ifMatchOf } from '#server/lib/if-match';
import { propagationOf } from '@atrium/shared/api/propagation';
import { CONTENT_TYPE_NAMES } from '@atrium/shared/content/registry';
import { SLUG_PATTERN } from '@atrium/shared/ids';
import { actorOf } from '../audit/audit.service';
import { firstPictureId } from '@atrium/shared/content/first-picture';
import type { Images } from '../uploads/media.presenter';
import {
  presentAttention,
  presentGap,
  presentItem,
  presentListItem,
  presentRevision,
  presentType,
} from './content.presenter';
import type { Preview } from './content.preview';
import type { ContentService } from './content.service';

const typeParams = z.object({ type: z.enum(CONTENT_TYPE_NAMES as [string, ...string[]]) });
/** A number or a venue page's slug; the service checks which the type uses. */
const itemParams = typeParams.extend({ id: z.string().regex(SLUG_PATTERN) });
const revParams = itemParams.extend({
  rev: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const tags = ['admin-content'];
const security = [{ bearer: [] }];
const noContent = { 204: z.null() };

/** A write to one item that takes this body and answers the item as it now is (`answerItem`). */
const itemWrite = <B extends z.ZodType>(body: B) => ({
  schema: { tags, security, params: itemParams, body, response: { 200: contentItemResponseSchema } },
});
/** A publish or a withdrawal: the item, and how soon the other instances show the change. */
const itemPublish = <B extends z.ZodType>(body: B) => ({
  schema: { tags, security, params: itemParams, body, response: { 200: contentPublishedResponseSchema } },
});

/** /api/admin/content/* (docs/spec/decisions.md §11): one set of routes for every declared type. */
export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  preview: Preview;
  otherCoverage?: () => Promise<Coverage>;
  /** Releases that failed to go live, for the dashboard (the releases module's). */
  failedReleases?: () => Promise<Attention['failedReleases']>;
  /** The media library's pictures, for the lists' thumbnails. */
  images: Images;
}> = async (app, { content, preview, otherCoverage, failedReleases, images }) => {
  /** The item as it now is, with its version as its ETag, for the next write's If-Match. */
  const answerItem = async (reply: FastifyReply, type: string, id: string) => {
    const item = presentItem(await content.get(type, id));
    reply.header('etag', etagOfVersion(item.version));
    return item;
  };
  const coverage = async () => [...(await content.coverage()), ...((await otherCoverage?.()) ?? [])];

  app.get('/content', { schema: { tags, security, response: { 200: contentTypesResponseSchema } } }, async () => ({
    types: content.types().map(presentType),
  }));

  app.get('/content/coverage', { schema: { tags, security, response: { 200: coverageResponseSchema } } }, async () =>
    coverage(),
  );

  app.get(
    '/content/coverage/gaps',
    { schema: { tags, security, response: { 200: coverageGapsResponseSchema } } },
    async (request) => (await content.gaps()).map((gap) => presentGap(gap, request.lang)),
  );

  app.get(
    '/content/attention',
    { schema: { tags, security, response: { 200: attentionResponseSchema } } },
    async (request) => {
      const all = (await content.everything()).map((v) => ({
        type: v.type.type,
        ...presentAttention(v, request.lang),
      }));
      const drafts = all
        .filter((i) => i.status === 'draft' || i.status === 'changed')
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, 50);
      const scheduled = all
        .filter((i) => i.status === 'scheduled')
        .sort((a, b) => (a.publishAt ?? a.unpublishAt ?? '').localeCompare(b.publishAt ?? b.unpublishAt ?? ''));
      const translations = (await coverage()).filter((c) => c.missing > 0 || c.stale > 0);
      return { drafts, scheduled, failedReleases: (await failedReleases?.()) ?? [], translations };
    },
  );

  app.get(
    '/content/:type',
    { schema: { tags, security, params: typeParams, response: { 200: contentListResponseSchema } } },
    async (request, reply) => {
      const { type } = request.params;
      const editors = await content.editorsOf(type, actorOf(request).id);
      const viewed = await content.list(type);
      const image = await images.load(viewed.map((v) => firstPictureId(v.type, v.entry.draft)));
      const items = viewed.map((v) => presentListItem(v, request.lang, editors, image));
      reply.header('etag', etagOfOrder(await content.orderVersion(type)));
      return { items, total: items.length };
    },
  );

  app.post(
    '/content/:type',
    {
      schema: { tags, security, params: typeParams, body: contentSaveSchema, response: { 201: contentCreatedSchema } },
    },
    async (request, reply) => {
      const key = await content.create(actorOf(request), request.params.type, request.body.data);
      const type = content.types().find((t) => t.type === request.params.type)!;
      return reply.code(201).send({ id: type.keyedBy ? key : Number(key) });
    },
  );

  app.put(
    '/content/:type/order',
    { schema: { tags, security, params: typeParams, body: contentOrderSchema, response: noContent } },
    async (request, reply) => {
      const { type } = request.params;
      const order = ifMatchOf(request, true);
      await content.order(actorOf(request), type, request.body.ids.map(String), order);
      return reply
        .code(204)
        .header('etag', etagOfOrder(await content.orderVersion(type)))
        .send(null);
    },
  );

  app.get(
    '/content/:type/:id',
    { schema: { tags, security, params: itemParams, response: { 200: contentItemResponseSchema } } },
    async (request, reply) => answerItem(reply, request.params.type, request.params.id),
  );

  app.post(
    '/content/:type/:id/presence',
    { schema: { tags, security, params: itemParams, response: { 200: presenceResponseSchema } } },
    async (request) => ({
      editors: await content.presence(actorOf(request), request.params.type, request.params.id),
    }),
  );

  app.get(
    '/content/:type/:id/warnings',
    { schema: { tags, security, params: itemParams, response: { 200: publishWarningsSchema } } },
    async (request) => content.warnings(request.params.type, request.params.id, request.lang),
  );

  app.put('/content/:type/:id', itemWrite(contentSaveSchema), async (request, reply) => {
    const { type, id } = request.params;
    await content.save(actorOf(request), type, id, request.body.data, request.body.confirm, ifMatchOf(request));
    return answerItem(reply, type, id);
  });

  app.post('/content/:type/:id/publish', itemPublish(contentPublishSchema), async (request, reply) => {
    const { type, id } = request.params;
    const { memo, at } = request.body;
    await content.publish(actorOf(request), type, id, memo, at ? new Date(at) : undefined, ifMatchOf(request));
    return { ...(await answerItem(reply, type, id)), propagation: propagationOf(app.peers()) };
  });

  app.post('/content/:type/:id/unpublish', itemPublish(contentUnpublishSchema), async (request, reply) => {
    const { type, id } = request.params;
    const { at } = request.body;
    await content.unpublish(actorOf(request), type, id, at ? new Date(at) : undefined, ifMatchOf(request));
    return { ...(await answerItem(reply, type, id)), propagation: propagationOf(app.peers()) };
  });

  app.delete(
    '/content/:type/:id/schedule',
    { schema: { tags, security, params: itemParams, response: { 200: contentItemResponseSchema } } },
    async (request, reply) => {
      const { type, id } = request.params;
      await content.cancelSchedule(actorOf(request), type, id, ifMatchOf(request));
      return answerItem(reply, type, id);
    },
  );

  app.delete(
    '/content/:type/:id',
    { schema: { tags, security, params: itemParams, response: noContent } },
    async (request, reply) => {
      await content.remove(actorOf(request), request.params.type, request.params.id, ifMatchOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/content/:type/:id/revisions',
    { schema: { tags, security, params: itemParams, response: { 200: revisionsResponseSchema } } },
    async (request) => (await content.revisions(request.params.type, request.params.id)).map(presentRevision),
  );

  app.get(
    '/content/:type/:id/revisions/:rev',
    { schema: { tags, security, params: revParams, response: { 200: revisionResponseSchema } } },
    async (request) => {
      const { type, id, rev } = request.params;
      const revision = await content.revision(type, id, rev);
      return { ...presentRevision(revision), data: revision.data };
    },
  );

  app.post(
    '/content/:type/:id/revisions/:rev/restore',
    { schema: { tags, security, params: revParams, response: { 200: contentItemResponseSchema } } },
    async (request, reply) => {
      const { type, id, rev } = request.params;
      await content.restore(actorOf(request), type, id, rev, ifMatchOf(request));
      return answerItem(reply, type, id);
    },
  );

  app.get(
    '/content/:type/:id/preview',
    {
      schema: {
        tags,
        security,
        params: itemParams,
        querystring: previewQuerySchema,
        response: { 200: previewResponseSchema },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const item = await content.get(type, id);
      return { url: await preview.link(type, item.entry.key, request.query.lang, request.lang) };
    },
  );
};
