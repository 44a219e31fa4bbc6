import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';

/**
 * A row's localized fields in one language, each through the fallback chain, and `lang`: the
 * language the first of them (the title or name) was served in, which the reply is marked with.
 */
export function localizedTexts<K extends string>(
  row: { readonly [P in K]: Localized | null | undefined },
  lang: Language,
  lead: K,
  ...rest: K[]
): Record<K, string> & { lang: Language } {
  const first = pickLocalized(row[lead], lang);
  const texts = { [lead]: first.text } as Record<K, string>;
  for (const key of rest) texts[key] = pickLocalized(row[key], lang).text;
  return { ...texts, lang: first.lang };
}
