import { z } from 'zod';
import { languageSchema } from './common';

export const pageViewSchema = z.object({
  path: z.string().min(1).max(512).startsWith('/'),
  lang: languageSchema,
  referrer: z.string().max(512).optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;
