import { z } from 'zod';
import { translationListQuerySchema } from '@atrium/shared/api/translations';

const TRANSLATION_VIEWS = ['strings', 'history'] as const;

/**
 * The translation page's URL: the grid's filters and page (the server's schema), which view is
 * shown, the history's own page, and the version whose changes are open.
 */
export const translationSearchSchema = translationListQuerySchema.extend({
  view: z.enum(TRANSLATION_VIEWS).default('strings'),
  historyPage: z.coerce.number().int().min(1).default(1),
  version: z.coerce.number().int().positive().optional(),
});
export type TranslationSearch = z.output<typeof translationSearchSchema>;
