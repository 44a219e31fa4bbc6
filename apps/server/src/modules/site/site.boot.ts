import { BOOT_ELEMENT_ID, BOOT_NAMESPACES, SPARSE_NAMESPACES } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES, type I18nNamespace } from '@atrium/shared/i18n-namespaces';
import { languageChain, type Language } from '@atrium/shared/languages';
import { escapeJsonForHtml } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';

/**
 * The <script type="application/json" id="boot"> of each language, built from the already
 * serialized bundles and kept until the UI strings change.
 */
export function createBootScripts(i18n: I18nService, publicUrl: string, gaMeasurementId: string | undefined) {
  // By language, carried namespaces and read keys: a few dozen combinations (one per kind of page).
  const cache = new Map<string, { version: string; html: string; json: string }>();
  const wrap = (json: string) =>
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${escapeJsonForHtml(json)}</script>`;
  /**
   * `prefetched`: the page's query results; `site`: the site singleton's links (SiteLinks);
   * both already serialized. `year`: the venue's current year (the footer's copyright).
   * `namespaces`: those the server's markup read; without them (a page the browser renders),
   * every public namespace. `keys`: of SPARSE_NAMESPACES, the keys the markup read: the page
   * language's bundles of those carry these only.
   */
  return (
    lang: Language,
    {
      prefetched,
      site: links,
      year,
      namespaces,
      keys,
    }: {
      prefetched?: string;
      site?: string;
      year?: number;
      namespaces?: readonly string[];
      keys?: Readonly<Record<string, readonly string[]>>;
    } = {},
  ): string => {
    const tail =
      (links ? `,"site":${links}` : '') +
      (prefetched ? `,"prefetched":${prefetched}` : '') +
      (year ? `,"year":${year}` : '');
    const version = i18n.version();
    /** The namespace as `"ns":{…}` with the read keys and those always carried (those the language has). */
    const readOnly = (ns: I18nNamespace, read: readonly string[]) => {
      const strings = i18n.bundle(lang, ns).bundle[ns] ?? {};
      const wanted = new Set([...(SPARSE_NAMESPACES[ns] ?? []), ...read]);
      const kept = [...wanted].filter((key) => Object.hasOwn(strings, key)).map((key) => [key, strings[key]]);
      return `${JSON.stringify(ns)}:${JSON.stringify(Object.fromEntries(kept))}`;
    };
    const carried = namespaces ? PUBLIC_NAMESPACES.filter((ns) => wanted(ns, namespaces)) : null;
    const sparse: readonly I18nNamespace[] =
      carried && keys ? carried.filter((ns) => SPARSE_NAMESPACES[ns] && keys[ns]) : [];
    const cacheKey = `${lang} ${carried?.join() ?? '*'} ${sparse.map((ns) => `${ns}:${keys?.[ns]?.join()}`).join(' ')}`;
    const hit = cache.get(cacheKey);
    if (hit?.version === version) return tail ? wrap(`${hit.json.slice(0, -1)}${tail}}`) : hit.html;
    // The page's language: each whole namespace's strings are already serialized as {"ns":{…}},
    // joined without their braces; of a sparse one, the keys read.
    const own = carried
      ? `{${carried.map((ns) => (sparse.includes(ns) ? readOnly(ns, keys?.[ns] ?? []) : i18n.bundle(lang, ns).json.slice(1, -1))).join(',')}}`
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
    const sparseList = sparse.length ? `,"sparse":${JSON.stringify(sparse)}` : '';
    const json = `{"lang":"${lang}",${site},"i18n":{${bundles}},"i18nVersion":${JSON.stringify(version)}${sparseList}${ga}}`;
    const html = wrap(json);
    // Entries of an older version of the strings are dropped when the version changes.
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(cacheKey, { version, html, json });
    return tail ? wrap(`${json.slice(0, -1)}${tail}}`) : html;
  };
}

/** Boot scripts kept: pages differ in the keys they read (a title per kind of page). */
const MAX_CACHED = 200;

const wanted = (ns: I18nNamespace, read: readonly string[]) =>
  read.includes(ns) || (BOOT_NAMESPACES as readonly string[]).includes(ns);
