import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACKS, LANGUAGES, isLanguage, type Language } from '@atrium/shared/languages';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import type { BootData } from '@atrium/shared/api/boot';
import { createApiBackend } from './api-backend';
import { setCurrentLanguage } from './current-language';
import { persistLanguage } from './language-storage';

export interface I18nOptions {
  lang: Language;
  boot: BootData | null;
  /** Tests pass a fake loader; the app fetches /api/i18n/{lang}. */
  backend?: ReturnType<typeof createApiBackend>;
}

/**
 * Starts i18next with the strings the server embedded (the page language and its fallbacks),
 * so the first paint needs no request; other languages load on demand.
 * Keys are flat ('nav.about'), hence keySeparator: false.
 */
export async function initI18n({ lang, boot, backend = createApiBackend() }: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(backend).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    setCurrentLanguage(lng);
    persistLanguage(lng);
  });
  // Only the namespaces the boot data carries: the others would be fetched before the app could
  // start. Hydration's end loads them (lib/server-markup.ts).
  const carried = Object.keys(boot?.i18n?.[lang] ?? {});
  await instance.init({ ...i18nOptions(lang, { ...boot?.i18n }), ...(carried.length ? { ns: carried } : {}) });
  reloadPartialOnSwitch(
    instance,
    Object.keys(boot?.i18n ?? {}).filter((l) => l !== lang),
  );
  return instance;
}

/**
 * The boot data carries a fallback language only for the keys the page's language lacks
 * (server: site.boot.ts). i18next counts such a bundle as loaded, so before the site switches to
 * that language its strings are loaded whole.
 */
function reloadPartialOnSwitch(instance: I18n, partial: string[]) {
  const pending = new Set(partial);
  const change = instance.changeLanguage.bind(instance);
  instance.changeLanguage = async (lng, callback) => {
    if (lng && pending.delete(lng)) await instance.reloadResources([lng]);
    return change(lng, callback);
  };
}

/** The options of every i18next instance, in the browser and in the server's render. */
export function i18nOptions(lang: Language, resources: Resource): InitOptions {
  return {
    lng: lang,
    supportedLngs: LANGUAGES,
    fallbackLng: { ...FALLBACKS, default: [DEFAULT_LANGUAGE] },
    // Only what public pages use: the admin chunk loads its own namespace when it opens. A copy:
    // i18next adds each namespace it loads to this array, and the shared constant must not grow.
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: ':',
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Without suspense a language switch keeps the old text until the new strings arrive,
    // instead of blanking the page behind a Suspense fallback.
    react: { useSuspense: false },
    returnEmptyString: false,
  };
}
