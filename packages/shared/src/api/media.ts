import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { RENDITION_FORMATS, RENDITION_WIDTHS } from '../media-urls';
import { isoDateSchema, pageQuerySchema } from './common';
import { focusSchema } from './content';
import { paged } from './admin';

export const localizedSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().max(300, { error: 'TOO_LONG' }).optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  alt: localizedSchema,
  focus: focusSchema,
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaListSchema = paged(mediaItemSchema);
/** The longest text the media library's search takes. */
export const MEDIA_SEARCH_MAX = 100;
/**
 * GET /api/admin/media: a page of the library, newest first, narrowed by a text found in the file
 * name or in the alt text of any language (`q`), and by the upload date, inclusive, in the venue's
 * time zone (`from`, `to`).
 */
export const mediaListQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(MEDIA_SEARCH_MAX, { error: 'TOO_LONG' }).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'OUT_OF_RANGE', path: ['to'] });
export type MediaSearch = Omit<z.output<typeof mediaListQuerySchema>, 'page'>;
/** PUT /api/admin/media/{id}: what a picture says (alt per language) and where its crops centre. */
export const mediaDetailsSchema = z.object({
  alt: localizedSchema.refine((alt) => Boolean(alt.ko?.trim()), { error: 'REQUIRED', path: ['ko'] }),
  focus: focusSchema.optional(),
});
export type MediaDetails = z.infer<typeof mediaDetailsSchema>;
export const mediaIdParamsSchema = z.object({ id: z.uuid({ error: 'INVALID' }) });

/** POST /api/admin/upload (multipart, one or more files) → the spec's imgUrls, plus the library entries. */
export const uploadResponseSchema = z.object({ imgUrls: z.array(z.string()), items: z.array(mediaItemSchema) });

/** Widths and formats /media/{key}?w=&f= serves, for srcset (declared once, in media-urls). */
export const MEDIA_WIDTHS = RENDITION_WIDTHS;
export const MEDIA_FORMATS = RENDITION_FORMATS;
/** The original (no query), or a rendition: a declared width and a format, both or neither. */
export const renditionQuerySchema = z
  .object({
    w: z.coerce
      .number()
      .int()
      .refine((w) => RENDITION_WIDTHS.some((declared) => declared === w), { error: 'INVALID' })
      .optional(),
    f: z.enum(RENDITION_FORMATS).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.w === undefined) !== (q.f === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: [q.w === undefined ? 'w' : 'f'] });
    }
  });
