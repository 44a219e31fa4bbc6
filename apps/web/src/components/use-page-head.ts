import { useEffect } from 'react';
import { useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { pageHead, type MetaText, type OwnHead } from '@atrium/shared/head';
import { splitLanguagePath } from '@atrium/shared/routes';
import type { Language } from '@atrium/shared/languages';
import { currentSiteUrl, writeDocumentHead } from '../lib/document-head';
import { useLanguage } from '../lib/i18n/use-language';

/** What decides a page's head: the route's meta key, and what the page itself says (its data, or "not found"). */
interface Layer {
  metaKey?: string;
  noindex?: boolean;
  own?: OwnHead;
}
interface Context {
  lang: Language;
  pathname: string;
  meta: MetaText;
}

// The route (PageElement) and the page inside it each hold a layer; the page's wins. React runs
// the page's effects before its route's, so the head is written from both, whichever came last.
let routeLayer: Layer = {};
let pageLayer: Layer | null = null;
let context: Context | null = null;

function write() {
  if (!context || !routeLayer.metaKey) return;
  const layer = { ...routeLayer, ...pageLayer };
  const { rest } = splitLanguagePath(context.pathname);
  writeDocumentHead(
    pageHead({
      meta: context.meta,
      lang: context.lang,
      metaKey: layer.metaKey ?? routeLayer.metaKey,
      rest,
      noindex: layer.noindex ?? false,
      publicUrl: currentSiteUrl(),
      own: layer.own ?? null,
    }),
  );
}

/** The page language, path and `meta` strings; null until the strings have arrived (the server's head stays). */
function useHeadContext(metaKey: string | undefined): { ctx: Context | null; strings: string } {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const meta: MetaText = (key) => (i18n.exists(`meta:${key}`) ? t(`meta:${key}`) : '');
  // The texts the head is made of: when the page language's strings arrive after a switch
  // (the fallback's showed meanwhile), they change, and the head is written again.
  const keys = metaKey ? [`${metaKey}.title`, `${metaKey}.description`, `${metaKey}.keywords`] : [];
  const strings = [lang, pathname, ...[...keys, 'siteName', 'defaultKeywords'].map(meta)].join('\n');
  if (metaKey && !i18n.exists(`meta:${metaKey}.title`)) return { ctx: null, strings };
  return { ctx: { lang, pathname, meta }, strings };
}

/** A page of the route table: its head from the `meta` strings, rewritten on each navigation and language switch. */
export function useRouteHead(metaKey: string, noindex: boolean): void {
  const { ctx, strings } = useHeadContext(metaKey);
  useEffect(() => {
    if (!ctx) return;
    context = ctx;
    routeLayer = { metaKey, noindex };
    write();
    // ctx is rebuilt each render; what it is made of is in `strings`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [metaKey, noindex, strings, ctx !== null]);
}

/**
 * What a page says about itself, over its route's head: a detail page's own title, summary and
 * picture once its data is there (`undefined` until then), as the server writes them for a first
 * load; or another meta key (the not-found page shown inside a detail route).
 */
export function usePageHead(layer: Layer | undefined): void {
  const { ctx, strings } = useHeadContext(layer?.metaKey);
  const key = JSON.stringify(layer ?? null);
  useEffect(() => {
    if (!ctx || !layer || (!layer.own?.title && !layer.metaKey)) return;
    context = ctx;
    pageLayer = layer;
    write();
    return () => {
      if (pageLayer === layer) pageLayer = null;
      write();
    };
    // The layer's content (key) and the texts around it decide the head.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, strings, ctx !== null]);
}

/** A detail page's own head from its data ("Main Hall | Atrium Memorial"). */
export function useOwnHead(own: OwnHead | undefined): void {
  usePageHead(own?.title ? { own } : undefined);
}
