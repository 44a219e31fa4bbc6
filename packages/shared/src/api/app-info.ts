import { z } from 'zod';
import { languageSchema } from './common';

/**
 * GET /api/app: the mobile app's store links, release date and notice (the spec's app page; the
 * notice mentions April 10), from the `site` singleton staff edit in the content admin.
 * A store link is an https:// address or a site path (the link rule, links.ts), '' while it is not set.
 */
export const publicAppInfoSchema = z.object({
  iosUrl: z.string(),
  androidUrl: z.string(),
  releaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' })
    .nullable(),
  /** In the visitor's language (or its fallback), saying which. */
  notice: z.object({ text: z.string(), lang: languageSchema }),
});
export type PublicAppInfo = z.infer<typeof publicAppInfoSchema>;
