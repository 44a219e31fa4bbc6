import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { propagationSchema } from './propagation';
import { imageSchema } from './content';

/** The editorial engine's wire shapes (docs/spec/decisions.md §11). */
export const CONTENT_STATUSES = ['draft', 'published', 'changed', 'scheduled', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const TRANSLATION_STATES = ['ok', 'missing', 'stale'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Per language: ok, missing (a Korean text has no translation) or stale (the Korean changed since). */
export const languageStatesSchema = z.partialRecord(z.enum(LANGUAGES), z.enum(TRANSLATION_STATES));
/** Per field path and language, for the editor's marks beside each field. */
export const fieldStatesSchema = z.record(z.string(), languageStatesSchema);

/** An item's id: a number, or a venue page's slug. */
export const contentIdSchema = z.union([z.number().int(), z.string()]);
const dataSchema = z.record(z.string(), z.unknown());

export const contentTypesResponseSchema = z.object({
  types: z.array(
    z.object({
      type: z.string(),
      singleton: z.boolean(),
      ordered: z.boolean(),
      creatable: z.boolean(),
      keyedBy: z.string().optional(),
      titleField: z.string(),
      fields: dataSchema,
    }),
  ),
});

/**
 * Editing together (docs/spec/decisions.md §15). An item's version counts its writes; its ETag is
 * `"<version>"`, and every write carries it back in `If-Match`. A type's list has an ETag of its
 * order (`"o<version>"`), which `PUT …/order` carries back.
 */
export const etagOfVersion = (version: number): string => `"${version}"`;
export const etagOfOrder = (version: number): string => `"o${version}"`;
/** The version an `If-Match` names (`"3"`, `W/"3"`), or null for none or another form. */
export function versionInIfMatch(header: string | undefined, order = false): number | null {
  const match = (order ? /^\s*(?:W\/)?"o(\d{1,9})"\s*$/ : /^\s*(?:W\/)?"(\d{1,9})"\s*$/).exec(header ?? '');
  return match ? Number(match[1]) : null;
}

/** Someone else with an editor open on an item (the presence heartbeat, every 20 s). */
export const editorPresenceSchema = z.object({ id: z.number().int(), name: z.string(), since: z.string() });
export type EditorPresence = z.infer<typeof editorPresenceSchema>;
/** POST /api/admin/content/{type}/{id}/presence: the others editing the item now. */
export const presenceResponseSchema = z.object({ editors: z.array(editorPresenceSchema) });
/** Seconds between heartbeats; an editor not heard from for PRESENCE_TTL_SECONDS is gone. */
export const PRESENCE_HEARTBEAT_SECONDS = 20;
export const PRESENCE_TTL_SECONDS = 50;

/** What 409 EDIT_CONFLICT names: the item's version now, when and by whom it was last written. */
export const editConflictSchema = z.object({
  version: z.number().int(),
  updatedAt: z.string(),
  author: z.string().nullable(),
});
export type EditConflict = z.infer<typeof editConflictSchema>;

/**
 * A scheduled publish that could not be done (it is never dropped silently): its schedule stays,
 * marked failed, until staff fix the item and publish or call the schedule off.
 */
export const scheduleFailureSchema = z.object({
  at: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ScheduleFailure = z.infer<typeof scheduleFailureSchema>;

export const contentListItemSchema = z.object({
  id: contentIdSchema,
  status: z.enum(CONTENT_STATUSES),
  title: z.string(),
  /** The item's slug, for types that have one (relations by slug pick from it). */
  slug: z.string().optional(),
  updatedAt: z.string(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  languages: languageStatesSchema,
  /** Others with the item open in an editor now. */
  editors: z.array(editorPresenceSchema),
  scheduleFailure: scheduleFailureSchema.nullable(),
  /** The item's first picture (its draft's), a small thumbnail in the list; null when it has none. */
  thumbnail: imageSchema.nullable(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListResponseSchema = z.object({ items: z.array(contentListItemSchema), total: z.number().int() });

export const contentItemResponseSchema = z.object({
  id: contentIdSchema,
  /** The item's version (also its ETag): what the next write names in If-Match. */
  version: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  draft: dataSchema,
  published: dataSchema.nullable(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  languages: languageStatesSchema,
  fieldLanguages: fieldStatesSchema,
  scheduleFailure: scheduleFailureSchema.nullable(),
});
export type ContentItem = z.infer<typeof contentItemResponseSchema>;
/** A publish's or withdrawal's answer: the item, and how soon the other server instances show it. */
export const contentPublishedResponseSchema = contentItemResponseSchema.extend({ propagation: propagationSchema });

export const contentSaveSchema = z.object({
  data: dataSchema,
  /** Translations confirmed as still right although the Korean changed: 'title.en'. */
  confirm: z.array(z.string().max(200)).max(500).optional(),
});
export const contentCreatedSchema = z.object({ id: contentIdSchema });

const atSchema = z.iso.datetime({ offset: true, error: 'INVALID_DATE' });
export const contentPublishSchema = z.object({
  memo: z.string().trim().max(500, { error: 'TOO_LONG' }).default(''),
  at: atSchema.optional(),
});
export const contentUnpublishSchema = z.object({ at: atSchema.optional() });
export const contentOrderSchema = z.object({ ids: z.array(contentIdSchema).min(1).max(1000) });

/**
 * A revision: a saved draft, a publish, or a restore (docs/spec/decisions.md §15). Every saved
 * draft is kept; drafts older than 30 days are thinned to the last of each day, publishes never.
 */
export const REVISION_KINDS = ['draft', 'published', 'restored'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
export const revisionSchema = z.object({
  rev: z.number().int(),
  at: z.string(),
  author: z.string().nullable(),
  memo: z.string(),
  kind: z.enum(REVISION_KINDS),
});
export const revisionsResponseSchema = z.array(revisionSchema);
export const revisionResponseSchema = revisionSchema.extend({ data: dataSchema });

export const previewQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('ko') });
export const previewResponseSchema = z.object({ url: z.string() });

export const coverageResponseSchema = z.array(
  z.object({
    type: z.string(),
    lang: z.enum(LANGUAGES),
    total: z.number().int(),
    missing: z.number().int(),
    stale: z.number().int(),
  }),
);
export type Coverage = z.infer<typeof coverageResponseSchema>;
/**
 * GET /api/admin/content/coverage/gaps: every item with a translation to make or to check, its
 * title in the admin's language and which languages lack it or went stale (what the counts count).
 */
export const coverageGapsResponseSchema = z.array(
  z.object({
    type: z.string(),
    id: contentIdSchema,
    title: z.string(),
    missing: z.array(z.enum(LANGUAGES)),
    stale: z.array(z.enum(LANGUAGES)),
  }),
);
export type CoverageGaps = z.infer<typeof coverageGapsResponseSchema>;

/** A release's state (docs/spec/decisions.md §15). */
export const RELEASE_STATUSES = ['open', 'scheduled', 'published', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** Why a release did not go live: the item that failed, and its fields (docs/spec/decisions.md §15). */
export const releaseFailureSchema = z.object({
  type: z.string(),
  id: contentIdSchema,
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  at: z.string(),
});
export type ReleaseFailure = z.infer<typeof releaseFailureSchema>;

/**
 * GET /api/admin/content/{type}/{id}/warnings: what the publish dialog (and a release) lists before
 * the button: languages missing or stale in the draft, and related items still not public (an
 * exhibition's artworks in draft).
 */
export const publishWarningsSchema = z.object({
  languages: z.array(z.object({ lang: z.enum(LANGUAGES), state: z.enum(['missing', 'stale']) })),
  related: z.array(
    z.object({ type: z.string(), id: contentIdSchema, title: z.string(), status: z.enum(CONTENT_STATUSES) }),
  ),
});
export type PublishWarnings = z.infer<typeof publishWarningsSchema>;

/** GET /api/admin/content/attention: what the dashboard lists for staff to act on. */
export const attentionItemSchema = z.object({
  type: z.string(),
  id: contentIdSchema,
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  updatedAt: z.string(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  scheduleFailure: scheduleFailureSchema.nullable(),
});
export const attentionResponseSchema = z.object({
  /** Never published, or published with newer changes: newest first. */
  drafts: z.array(attentionItemSchema),
  /** Publishes and unpublishes to come, soonest first; a failed one carries its failure. */
  scheduled: z.array(attentionItemSchema),
  /** Releases that failed to go live, with why (docs/spec/decisions.md §15). */
  failedReleases: z.array(
    z.object({ id: z.number().int(), title: z.string(), at: z.string().nullable(), failure: releaseFailureSchema }),
  ),
  /** Types with missing or outdated translations, per language. */
  translations: coverageResponseSchema,
});
export type Attention = z.infer<typeof attentionResponseSchema>;
