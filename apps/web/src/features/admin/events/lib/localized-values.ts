import { LANGUAGES } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';

/** A per-language text as sent: trimmed, empty languages left out (they fall back on the site). */
export function cleanLocalized(value: Localized | Record<string, string> | undefined): Localized {
  const out: Localized = {};
  for (const lang of LANGUAGES) {
    const text = value?.[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}

/** Whether a language has a text in any of the given fields. */
export const hasText = (lang: string, ...values: Array<Localized | Record<string, string>>) =>
  values.some((value) => Boolean((value as Record<string, string | undefined>)[lang]?.trim()));
