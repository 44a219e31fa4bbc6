import { BOOT_ELEMENT_ID } from '@atrium/shared/api/boot';
import { languageChain, type Language } from '@atrium/shared/languages';
import { escapeJsonForHtml } from '../../lib/html';
import type { I18nService } from '../i18n/i18n.service';

/**
 * The <script type="application/json" id="boot"> of each language, built from the already
 * serialized bundles and kept until the UI strings change.
 */
export function createBootScripts(i18n: I18nService, publicUrl: string, gaMeasurementId: string | undefined) {
  const cache = new Map<Language, { version: string; html: string; json: string }>();
  const wrap = (json: string) =>
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${escapeJsonForHtml(json)}</script>`;
  /**
   * `prefetched`: the page's query results; `site`: the site singleton's links (SiteLinks);
   * both already serialized. `year`: the venue's current year (the footer's copyright).
   */
  return (
    lang: Language,
    { prefetched, site: links, year }: { prefetched?: string; site?: string; year?: number } = {},
  ): string => {
    const tail =
      (links ? `,"site":${links}` : '') +
      (prefetched ? `,"prefetched":${prefetched}` : '') +
      (year ? `,"year":${year}` : '');
    const version = i18n.version();
    const hit = cache.get(lang);
    if (hit?.version === version) return tail ? wrap(`${hit.json.slice(0, -1)}${tail}}`) : hit.html;
    const bundles = languageChain(lang)
      .map((l) => `${JSON.stringify(l)}:${i18n.bundle(l, 'public').json}`)
      .join(',');
    const ga = gaMeasurementId ? `,"gaMeasurementId":${JSON.stringify(gaMeasurementId)}` : '';
    const site = `"publicUrl":${JSON.stringify(publicUrl)}`;
    const json = `{"lang":"${lang}",${site},"i18n":{${bundles}},"i18nVersion":${JSON.stringify(version)}${ga}}`;
    const html = wrap(json);
    cache.set(lang, { version, html, json });
    return tail ? wrap(`${json.slice(0, -1)}${tail}}`) : html;
  };
}
