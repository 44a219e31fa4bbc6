import { z } from 'zod';
import { LANGUAGES } from '../languages';

export const languageSchema = z.enum(LANGUAGES);
export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** A row's id in a response. */
export const idSchema = z.number().int();
/** A calendar date, yyyy-MM-dd. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' });
/** Each localized item says which language its text was served in (fallback: en/ja → ko, es/fr → en → ko). */
export const served = { lang: languageSchema };
