import type { z } from 'zod';
import { isApiError } from '#web/lib/api/ApiError';

/** Field path ('title', 'endDate') → error code ('REQUIRED'), from the shared schema or the server's 400. */
export type FieldErrors = Record<string, string>;

/** Checks a form's values with the shared input schema: the values to send, or the field codes. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The field codes of a server's 400 VALIDATION_FAILED, if any. */
export const serverFields = (error: unknown): FieldErrors => (isApiError(error) && error.fields) || {};

/** The code for a field, also when only one of its languages failed ('title.ko' for 'title'). */
export function fieldError(fields: FieldErrors, name: string): string | undefined {
  if (fields[name]) return fields[name];
  const nested = Object.keys(fields).find((key) => key.startsWith(`${name}.`));
  return nested ? fields[nested] : undefined;
}
