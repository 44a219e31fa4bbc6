import { z } from 'zod';
import { isIdParam, MAX_ID, SLUG_PATTERN } from '../ids';
import { LANGUAGES } from '../languages';
import { MAX_PAGE } from '../paging';

export const languageSchema = z.enum(LANGUAGES);
export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1) });

/** A row's id in a response. */
export const idSchema = z.number().int();

/** An id sent in a JSON body: a positive int4. */
export const refIdSchema = z.number().int().min(1, { error: 'INVALID' }).max(MAX_ID, { error: 'INVALID' });
/** An id in a path or query string, read as a number; anything else fails (a path then answers 404). */
export const idParamSchema = z
  .string()
  .refine(isIdParam, { error: 'INVALID' })
  .transform((value) => Number(value));

/** A slug in a path: lower-case letters, digits and hyphens. */
export const slugParamSchema = z.string().regex(SLUG_PATTERN, { error: 'INVALID' });

/** Whether yyyy-MM-dd names a day of the calendar (2026-02-30 does not). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
/** A calendar date, yyyy-MM-dd. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID' })
  .refine(isCalendarDate, { error: 'INVALID_DATE' });
/** Each localized item says which language its text was served in (fallback: en/ja → ko, es/fr → en → ko). */
export const served = { lang: languageSchema };
/** An item with several texts: `lang` is its title's, `langs` says which language each text was served in. */
export const servedTexts = <const K extends readonly [string, ...string[]]>(fields: K) => ({
  ...served,
  langs: z.record(z.enum(fields), languageSchema),
});
