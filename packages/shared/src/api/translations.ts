import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { pageQuerySchema } from './common';
import { paged } from './admin';
import { TRANSLATION_STATES } from './content-admin';
import { propagationSchema } from './propagation';

const perLanguage = <T extends z.ZodType>(v: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((l) => [l, v])) as Record<(typeof LANGUAGES)[number], T>);

/**
 * One UI string in the translation grid, per language: the published text, any pending edit, and
 * its translation state (missing: the Korean has a text and this language none; stale: the Korean
 * changed after this text was last saved or confirmed), as the editorial engine's.
 */
export const translationRowSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  values: perLanguage(z.object({ value: z.string(), draft: z.string().nullable(), state: z.enum(TRANSLATION_STATES) })),
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

export const translationListQuerySchema = pageQuerySchema.extend({
  namespace: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  /** Only keys with a missing (or stale) text, in `lang` or in any language. */
  status: z.enum(['missing', 'stale']).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
/** The UI strings' rows in the content coverage (GET /api/admin/content/coverage), beside the content types. */
export const UI_STRINGS_COVERAGE_TYPE = 'ui-strings';

/** Per language, in the namespace shown (all when none): how many keys lack or have a stale text. */
export const translationCountsSchema = perLanguage(
  z.object({ total: z.number().int(), missing: z.number().int(), stale: z.number().int() }),
);
export type TranslationCounts = z.infer<typeof translationCountsSchema>;
export const translationListSchema = paged(translationRowSchema).extend({
  pending: z.number().int(),
  namespaces: z.array(z.string()),
  counts: translationCountsSchema,
});

export const translationEditSchema = z.object({
  namespace: z.string().min(1).max(40),
  key: z.string().min(1).max(200),
  lang: z.enum(LANGUAGES),
  value: z.string().max(5000, { error: 'TOO_LONG' }),
});

/** "Still right": a stale translation is marked against the current Korean, its text unchanged. */
export const translationConfirmSchema = z.object({
  namespace: z.string().min(1).max(40),
  key: z.string().min(1).max(200),
  /** Korean is the source: it has nothing to be measured against. */
  lang: z.enum(LANGUAGES).refine((l) => l !== 'ko', { error: 'INVALID' }),
});

export const translationPublishSchema = z.object({
  memo: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(500, { error: 'TOO_LONG' }),
});

export const translationVersionSchema = z.object({
  id: z.number().int(),
  memo: z.string(),
  author: z.object({ id: z.number().int().nullable(), email: z.string().nullable() }),
  changedCount: z.number().int(),
  createdAt: z.string(),
});
/** POST /api/admin/translation/update: the version made, and how soon the other server instances show it. */
export const translationPublishedSchema = translationVersionSchema.extend({ propagation: propagationSchema });
export const translationHistoryQuerySchema = pageQuerySchema;
export const translationHistorySchema = paged(translationVersionSchema);

export const translationChangeSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  lang: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string(),
});
export const translationVersionDetailSchema = z.object({
  version: translationVersionSchema,
  changes: z.array(translationChangeSchema),
});
export const translationImportResultSchema = z.object({
  applied: z.boolean(),
  changes: z.array(translationChangeSchema),
  /** Rows naming keys the site does not have; ignored. */
  unknown: z.array(z.object({ namespace: z.string(), key: z.string() })),
});
