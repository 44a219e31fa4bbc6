import { z } from 'zod';
import {
  CONTENT_STATUSES,
  RELEASE_STATUSES,
  contentIdSchema,
  publishWarningsSchema,
  releaseFailureSchema,
} from './content-admin';
import { propagationSchema } from './propagation';

/**
 * Releases (docs/spec/decisions.md §15): several items that go live together, in one transaction
 * in dependency order (an exhibition before its artworks), or none of them does.
 */
/** An item as a release names it: its type and id (also POST /api/admin/releases/{id}/items, "add to release"). */
export const releaseItemRefSchema = z.object({ type: z.string().max(40), id: contentIdSchema });
export type ReleaseItemRef = z.infer<typeof releaseItemRefSchema>;

/** POST /api/admin/releases */
export const releaseCreateSchema = z.object({
  title: z.string().trim().min(1, { error: 'REQUIRED' }).max(200, { error: 'TOO_LONG' }),
  items: z.array(releaseItemRefSchema).max(100).default([]),
});
export const releaseCreatedSchema = z.object({ id: z.number().int() });

/** POST /api/admin/releases/{id}/publish: now, or at a time to come. */
export const releasePublishSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'INVALID_DATE' }).optional(),
});

export const releaseItemSchema = releaseItemRefSchema.extend({
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** What to know before it goes live: languages missing or stale, related items not public. */
  warnings: publishWarningsSchema,
});
export type ReleaseItem = z.infer<typeof releaseItemSchema>;

/** GET /api/admin/releases/{id} */
export const releaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** When it is set to go live (scheduled), or went live (published); null while open. */
  at: z.string().nullable(),
  status: z.enum(RELEASE_STATUSES),
  items: z.array(releaseItemSchema),
  failure: releaseFailureSchema.nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;
/** POST /api/admin/releases/{id}/publish: the release, and how soon the other server instances show it. */
export const releasePublishedSchema = releaseSchema.extend({ propagation: propagationSchema });

/** GET /api/admin/releases: newest first. */
export const releaseSummarySchema = releaseSchema.omit({ items: true }).extend({ itemCount: z.number().int() });
export const releasesResponseSchema = z.object({ items: z.array(releaseSummarySchema) });
export const releaseParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
