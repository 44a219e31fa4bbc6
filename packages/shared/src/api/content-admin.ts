import { z } from 'zod';
import { LANGUAGES } from '../languages';

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
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;
export const contentListResponseSchema = z.object({ items: z.array(contentListItemSchema), total: z.number().int() });

export const contentItemResponseSchema = z.object({
  id: contentIdSchema,
  status: z.enum(CONTENT_STATUSES),
  draft: dataSchema,
  published: dataSchema.nullable(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  languages: languageStatesSchema,
  fieldLanguages: fieldStatesSchema,
});
export type ContentItem = z.infer<typeof contentItemResponseSchema>;

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

export const revisionSchema = z.object({
  rev: z.number().int(),
  at: z.string(),
  author: z.string().nullable(),
  memo: z.string(),
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

/** GET /api/admin/content/attention: what the dashboard lists for staff to act on. */
export const attentionItemSchema = z.object({
  type: z.string(),
  id: contentIdSchema,
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  updatedAt: z.string(),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
});
export const attentionResponseSchema = z.object({
  /** Never published, or published with newer changes: newest first. */
  drafts: z.array(attentionItemSchema),
  /** Publishes and unpublishes to come, soonest first. */
  scheduled: z.array(attentionItemSchema),
  /** Types with missing or outdated translations, per language. */
  translations: coverageResponseSchema,
});
export type Attention = z.infer<typeof attentionResponseSchema>;
