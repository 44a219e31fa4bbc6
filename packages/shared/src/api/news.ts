import { z } from 'zod';
import { idParamSchema, languageSchema, pageQuerySchema, refIdSchema, served, servedTexts } from './common';
import { paged } from './admin';
import { imageSchema } from './content';
import { localizedSchema } from './media';

/** Public reads: only public items and articles exist for visitors. */
export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: imageSchema.nullable(),
  publishedAt: z.string(),
  articleCount: z.number().int(),
  ...servedTexts(['title', 'summary']),
});
export const newsListSchema = paged(newsSummarySchema);
export const newsListQuerySchema = pageQuerySchema;
export const articleLinkSchema = z.object({ id: z.number().int(), title: z.string() });
export const newsDetailSchema = newsSummarySchema.extend({ articles: z.array(articleLinkSchema.extend(served)) });
export const articleDetailSchema = z.object({
  id: z.number().int(),
  newsId: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  news: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    cover: imageSchema.nullable(),
    publishedAt: z.string(),
  }),
  prev: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
  ...servedTexts(['title', 'body', 'summary']),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export type ArticleDetail = z.infer<typeof articleDetailSchema>;
export const newsParamsSchema = z.object({ id: idParamSchema });
export const articleParamsSchema = z.object({
  id: idParamSchema,
  aid: idParamSchema,
});

/** Staff editing: every text per language; article bodies are HTML, sanitized by the server when saved. */
const titleSchema = localizedSchema.refine((v) => Boolean(v.ko || v.en), { error: 'REQUIRED' });
export const articleInputSchema = z.object({
  id: refIdSchema.optional(),
  title: titleSchema,
  body: z.partialRecord(languageSchema, z.string().max(200_000, { error: 'TOO_LONG' })),
  isPublic: z.boolean().default(false),
});
export const newsInputSchema = z.object({
  title: titleSchema,
  summary: localizedSchema,
  coverId: z.uuid().nullable().optional(),
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  isPublic: z.boolean().default(false),
  articles: z.array(articleInputSchema).max(50).default([]),
});
export const newsUpdateSchema = newsInputSchema.extend({ id: refIdSchema });
export type NewsInput = z.input<typeof newsInputSchema>;

export const adminArticleSchema = z.object({
  id: z.number().int(),
  newsId: z.number().int(),
  position: z.number().int(),
  title: localizedSchema,
  body: z.record(z.string(), z.string()),
  isPublic: z.boolean(),
  updatedAt: z.string(),
});
export const adminNewsSchema = z.object({
  id: z.number().int(),
  title: localizedSchema,
  summary: localizedSchema,
  coverId: z.string().nullable(),
  cover: imageSchema.nullable(),
  publishedAt: z.string(),
  isPublic: z.boolean(),
  articles: z.array(adminArticleSchema),
  updatedAt: z.string(),
});
export const adminNewsListSchema = paged(
  adminNewsSchema
    .omit({ articles: true })
    .extend({ articleCount: z.number().int(), publicArticleCount: z.number().int() }),
);
export const publicToggleSchema = z.object({
  newsId: refIdSchema,
  articleId: refIdSchema.optional(),
  isPublic: z.boolean(),
});
