import { BOOT_ELEMENT_ID, type BootData } from '@atrium/shared/api/boot';
import { isLanguage, type Language } from '@atrium/shared/languages';
import type { I18nBundle } from '@atrium/shared/api/i18n';
import { readSiteLinks } from '../site-links';
import { isI18nBundle, isRecord } from './bundles';

/**
 * Reads the JSON the server embeds as <script type="application/json" id="boot">.
 * Null when it is missing or malformed (vite dev server, preview): the app then loads
 * its strings from /api/i18n.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isLanguage(raw.lang) || !isRecord(raw.i18n)) return null;
  const i18n: Partial<Record<Language, I18nBundle>> = {};
  for (const [lang, bundle] of Object.entries(raw.i18n)) {
    if (isLanguage(lang) && isI18nBundle(bundle)) i18n[lang] = bundle;
  }
  const site = readSiteLinks(raw.site);
  return {
    lang: raw.lang,
    publicUrl: typeof raw.publicUrl === 'string' ? raw.publicUrl : window.location.origin,
    i18n,
    i18nVersion: typeof raw.i18nVersion === 'string' ? raw.i18nVersion : '',
    ...(Array.isArray(raw.sparse) ? { sparse: raw.sparse.filter((ns) => typeof ns === 'string') } : {}),
    ...(typeof raw.gaMeasurementId === 'string' && raw.gaMeasurementId ? { gaMeasurementId: raw.gaMeasurementId } : {}),
    ...(site ? { site } : {}),
    ...(Number.isInteger(raw.year) ? { year: raw.year as number } : {}),
  };
}
