import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { pageQuerySchema } from './common';
import { paged } from './admin';

const perLanguage = <T extends z.ZodType>(v: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((l) => [l, v])) as Record<(typeof LANGUAGES)[number], T>);

/** One UI string in the translation grid: the published text and any pending edit, per language. */
export const translationRowSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  values: perLanguage(z.object({ value: z.string(), draft: z.string().nullable() })),
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

export const translationListQuerySchema = pageQuerySchema.extend({
  namespace: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  /** Only keys that lack a text in some language. */
  missing: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const translationListSchema = paged(translationRowSchema).extend({
  pending: z.number().int(),
  namespaces: z.array(z.string()),
});

export const translationEditSchema = z.object({
  namespace: z.string().min(1).max(40),
  key: z.string().min(1).max(200),
  lang: z.enum(LANGUAGES),
  value: z.string().max(5000, { error: 'TOO_LONG' }),
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
