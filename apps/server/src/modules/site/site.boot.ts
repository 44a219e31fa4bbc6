import { BOOT_ELEMENT_ID, BOOT_NAMESPACES } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES, type I18nNamespace } from '@atrium/shared/i18n-namespaces';
import { languageChain, type Language } from '@atrium/shared/languages';
import { escapeJsonForHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';

/**
 * The <script type="application/json" id="boot"> of each language, built from the already
 * serialized bundles and kept until the UI strings change.
 */
export function createBootScripts(i18n: I18nService, publicUrl: string, gaMeasurementId: string | undefined) {
  // By language and carried namespaces: a handful of combinations (one per kind of page).
  const cache = new Map<string, { version: string; html: string; json: string }>();
  const wrap = (json: string) =>
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${escapeJsonForHtml(json)}</script>`;
  /**
   * `prefetched`: the page's query results; `site`: the site singleton's links (SiteLinks);
   * both already serialized. `year`: the venue's current year (the footer's copyright).
   * `namespaces`: those the server's markup read; without them (a page the browser renders),
   * every public namespace.
   */
  return (
    lang: Language,
    {
      prefetched,
      site: links,
      year,
      namespaces,
    }: { prefetched?: string; site?: string; year?: number; namespaces?: readonly string[] } = {},
  ): string => {
    const tail =
      (links ? `,"site":${links}` : '') +
      (prefetched ? `,"prefetched":${prefetched}` : '') +
      (year ? `,"year":${year}` : '');
    const version = i18n.version();
    const carried = namespaces ? PUBLIC_NAMESPACES.filter((ns) => wanted(ns, namespaces)) : null;
    const cacheKey = `${lang} ${carried?.join() ?? '*'}`;
    const hit = cache.get(cacheKey);
    if (hit?.version === version) return tail ? wrap(`${hit.json.slice(0, -1)}${tail}}`) : hit.html;
    // The page's language whole: each namespace's strings are already serialized as {"ns":{…}},
    // joined without their braces.
    const own = carried
      ? `{${carried.map((ns) => i18n.bundle(lang, ns).json.slice(1, -1)).join(',')}}`
      : i18n.bundle(lang, 'public').json;
    // A fallback language only for what the languages before it lack: the browser reads it for no
    // other key, and the whole Korean text would double the strings of every translated page.
    const chain = languageChain(lang);
    const fallbacks = chain.slice(1).map((l, index) => {
      const before = chain.slice(0, index + 1);
      const lacking = (carried ?? PUBLIC_NAMESPACES).map((ns) => {
        const strings = Object.entries(i18n.bundle(l, ns).bundle[ns] ?? {}).filter(
          ([key]) => !before.some((b) => i18n.bundle(b, ns).bundle[ns]?.[key] !== undefined),
        );
        return [ns, Object.fromEntries(strings)];
      });
      return `,${JSON.stringify(l)}:${JSON.stringify(Object.fromEntries(lacking))}`;
    });
    const bundles = `${JSON.stringify(lang)}:${own}${fallbacks.join('')}`;
    const ga = gaMeasurementId ? `,"gaMeasurementId":${JSON.stringify(gaMeasurementId)}` : '';
    const site = `"publicUrl":${JSON.stringify(publicUrl)}`;
    const json = `{"lang":"${lang}",${site},"i18n":{${bundles}},"i18nVersion":${JSON.stringify(version)}${ga}}`;
    const html = wrap(json);
    cache.set(cacheKey, { version, html, json });
    return tail ? wrap(`${json.slice(0, -1)}${tail}}`) : html;
  };
}

const wanted = (ns: I18nNamespace, read: readonly string[]) =>
  read.includes(ns) || (BOOT_NAMESPACES as readonly string[]).includes(ns);
