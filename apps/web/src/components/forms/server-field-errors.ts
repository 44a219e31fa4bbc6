import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
