import { z } from 'zod';
import { languageSchema } from './common';
import { localizedSchema } from './media';

/** The mobile app's store links and release notice (the spec's app page; the notice mentions April 10). */
/** Only web links: a javascript: or data: URL never reaches a page. */
export const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'INVALID' }).max(500);

export const appInfoSchema = z.object({
  iosUrl: httpUrlSchema,
  androidUrl: httpUrlSchema,
  releaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' })
    .nullable(),
  notice: localizedSchema,
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** What the public app page gets: the notice in the visitor's language (or its fallback), saying which. */
export const publicAppInfoSchema = appInfoSchema.omit({ notice: true }).extend({
  notice: z.object({ text: z.string(), lang: languageSchema }),
});
