import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#web/lib/api/ApiError';

/**
 * Puts the field codes of a 400 VALIDATION_FAILED onto the form's own fields (the server
 * validates with the same schemas, plus rules only it can check: a common password, an e-mail
 * inside the password, a phone number that does not exist). Returns whether any field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let placed = false;
  for (const [name, code] of Object.entries(error.fields)) {
    const field = fields.find((f) => f === name);
    if (!field) continue;
    setError(field, { type: 'server', message: code });
    placed = true;
  }
  return placed;
}

/**
 * The same field codes as a form's first errors (useForm's `errors`), for a refusal the server
 * rendered with the page: shown on the fields from the first render, the server's included.
 */
export function initialFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
): FieldErrors<T> | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  const placed = Object.entries(error.fields).filter(([name]) => fields.some((f) => f === name));
  if (placed.length === 0) return undefined;
  return Object.fromEntries(placed.map(([name, code]) => [name, { type: 'server', message: code }])) as FieldErrors<T>;
}
