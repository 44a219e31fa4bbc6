import { isLanguage, type Language } from '@atrium/shared/languages';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import type { BootData } from '@atrium/shared/api/boot';
import { createApiBackend } from './api-backend';
import { setCurrentLanguage } from './current-language';
import { persistLanguage } from './language-storage';
import { Translator, type Resources, type TranslatorOptions } from './translator';

export interface I18nOptions {
  lang: Language;
  boot: BootData | null;
  /** Tests pass a fake loader; the app fetches /api/i18n/{lang}. */
  backend?: ReturnType<typeof createApiBackend>;
}

/**
 * Starts the site's strings with those the server embedded (the page language and its
 * fallbacks), so the first paint needs no request; other languages load on demand.
 */
export async function initI18n({ lang, boot, backend = createApiBackend() }: I18nOptions): Promise<Translator> {
  // Only the namespaces the boot data carries: the others would be fetched before the app could
  // start. Hydration's end loads them (lib/server-markup.ts).
  const carried = Object.keys(boot?.i18n?.[lang] ?? {});
  const ns = carried.length ? carried : [...PUBLIC_NAMESPACES];
  const i18n = new Translator({
    ...i18nOptions(lang, { ...boot?.i18n }),
    ns,
    // The boot data carries a fallback language only for the keys the page's language lacks
    // (server: site.boot.ts).
    partial: Object.keys(boot?.i18n ?? {}).filter((l) => l !== lang),
    // The page titles: only those its markup read (SPARSE_NAMESPACES).
    sparse: boot?.sparse ?? [],
    backend,
  });
  const remember = (lng: string) => {
    if (!isLanguage(lng)) return;
    setCurrentLanguage(lng);
    persistLanguage(lng);
  };
  remember(lang);
  i18n.on('languageChanged', remember);
  // Without boot data (Vite's dev server) the strings are fetched first; without a server the
  // page still starts, showing keys. With it, nothing is fetched before the app starts.
  if (!carried.length) await i18n.loadNamespaces(ns);
  return i18n;
}

/** The options of every translator, in the browser and in the server's render. */
export function i18nOptions(lang: Language, resources: Resources): TranslatorOptions {
  // Only what public pages use: the admin chunk loads its own namespace when it opens.
  return { lng: lang, ns: [...PUBLIC_NAMESPACES], defaultNS: 'common', resources };
}
