import type { Language } from '@atrium/shared/languages';
import { Translator } from '#web/lib/i18n/translator';
import koCommon from '@atrium/shared/locales/ko/common.json';
import enCommon from '@atrium/shared/locales/en/common.json';
import koMeta from '@atrium/shared/locales/ko/meta.json';
import enMeta from '@atrium/shared/locales/en/meta.json';
import koAdmin from '@atrium/shared/locales/ko/admin.json';
import enAdmin from '@atrium/shared/locales/en/admin.json';
import koAuth from '@atrium/shared/locales/ko/auth.json';
import enAuth from '@atrium/shared/locales/en/auth.json';
import koErrors from '@atrium/shared/locales/ko/errors.json';
import enErrors from '@atrium/shared/locales/en/errors.json';
import koValidation from '@atrium/shared/locales/ko/validation.json';
import enValidation from '@atrium/shared/locales/en/validation.json';
import koSearch from '@atrium/shared/locales/ko/search.json';
import enSearch from '@atrium/shared/locales/en/search.json';
import koHome from '@atrium/shared/locales/ko/home.json';
import enHome from '@atrium/shared/locales/en/home.json';
import koEdu from '@atrium/shared/locales/ko/edu.json';
import enEdu from '@atrium/shared/locales/en/edu.json';

/** Nested locale JSON → the flat keys the server serves ('nav.about'). */
export function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** A translator configured like the app's, with the repository's ko and en strings. */
export async function createTestI18n(lang: Language = 'en'): Promise<Translator> {
  return new Translator({
    lng: lang,
    ns: ['common', 'meta', 'auth', 'errors', 'validation', 'admin', 'search', 'home', 'edu'],
    defaultNS: 'common',
    resources: {
      ko: {
        common: flatten(koCommon),
        meta: flatten(koMeta),
        auth: flatten(koAuth),
        errors: flatten(koErrors),
        validation: flatten(koValidation),
        admin: flatten(koAdmin),
        search: flatten(koSearch),
        home: flatten(koHome),
        edu: flatten(koEdu),
      },
      en: {
        common: flatten(enCommon),
        meta: flatten(enMeta),
        auth: flatten(enAuth),
        errors: flatten(enErrors),
        validation: flatten(enValidation),
        admin: flatten(enAdmin),
        search: flatten(enSearch),
        home: flatten(enHome),
        edu: flatten(enEdu),
      },
    },
  });
}
