import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ERROR_CODES, type ErrorCode } from '@atrium/shared/errors';
import { isApiError } from '#web/lib/api/ApiError';

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** The server's error code of a failed call, when it is one of the catalogue. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!isApiError(error)) return null;
  return ERROR_CODES.find((code) => code === error.code) ?? null;
}

/**
 * The i18n key describing a failed call: the server's code (errors:BAD_CREDENTIALS…). A failure
 * on the server's side (INTERNAL_ERROR, network down, a proxy's page) gets `failedKey`: what
 * failed ("the code could not be sent"), or the generic "an error occurred, try again later".
 */
export function errorMessageKey(error: unknown, failedKey = 'errorTryLater'): string {
  const known = isApiError(error) && KNOWN_CODES.has(error.code) && error.code !== 'INTERNAL_ERROR';
  return known ? `errors:${error.code}` : failedKey;
}

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
