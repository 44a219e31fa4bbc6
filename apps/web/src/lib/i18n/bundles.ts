import type { I18nBundle } from '@atrium/shared/api/i18n';

/** A bundle is namespace → flat key → text. Checked by hand to keep zod out of the first-load script. */
export function isI18nBundle(value: unknown): value is I18nBundle {
  if (!isRecord(value)) return false;
  return Object.values(value).every(
    (namespace) => isRecord(namespace) && Object.values(namespace).every((text) => typeof text === 'string'),
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
