import type { Language } from '../languages';
import type { I18nBundle } from './i18n';

/**
 * Data the server embeds in each HTML page as <script type="application/json" id="boot">,
 * so the first paint needs no API round trip.
 */
export interface BootData {
  lang: Language;
  /** The page language and its fallbacks, each with its published UI strings. */
  i18n: Partial<Record<Language, I18nBundle>>;
  /** Version of the published UI strings; changes when staff publish. */
  i18nVersion: string;
  gaMeasurementId?: string;
  /** Query results the server already has for this page: the web app seeds its query cache with them. */
  prefetched?: Array<{ key: unknown[]; data: unknown }>;
}

/** Query keys the server prefetches into the HTML; the web app's hooks use the same keys. */
export const PREFETCH_KEYS = {
  slides: (lang: string) => ['home', 'slides', lang],
  hotspots: (lang: string) => ['spaces', 'hotspots', lang],
  spaces: (lang: string) => ['spaces', lang, 'list'],
} as const;

export const BOOT_ELEMENT_ID = 'boot';
