// The server's renderer of public pages (built with `vite build --ssr` into dist/ssr): the same
// app as main.tsx, under a StaticRouter, with a fresh read cache, strings and style cache per page.
import './app/zod-jitless';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '#web/lib/router';
import { CacheProvider } from '@emotion/react';
import { SPARSE_NAMESPACES, type PageRenderInput, type PageRenderOutput } from '@atrium/shared/api/boot';
import { AppProviders } from './app/App';
import { PAGE_COMPONENTS } from './app/page-modules';
import { AppRoutes, NotFound } from './app/router';
import { preloadSearchBox } from './components/search/SearchBoxSlot';
import { preloadLazyParts } from './lib/page-parts';
import { muiThemeStylesheet, pageStyleTags, serverStyleCache } from './app/mui-styles';
import { setSiteUrl } from './lib/document-head';
import { i18nOptions } from './lib/i18n/i18n';
import { Translator } from './lib/i18n/translator';
import { ReadCache } from './lib/reads';

/** What the build writes into the stylesheet every page shares (scripts/site-stylesheet.mjs). */
export { muiThemeStylesheet };
export { baseStylesheet } from './styles/base-stylesheet';
export { tokensStylesheet } from './styles/tokens-stylesheet';

export async function renderPage({
  url,
  lang,
  publicUrl,
  i18n: resources,
  prefetched,
  site,
  year,
}: PageRenderInput): Promise<PageRenderOutput> {
  // The namespaces the render reads strings from, so the page's boot data carries those only, and
  // of SPARSE_NAMESPACES the keys.
  const namespaces = new Set<string>();
  const keys: Record<string, Set<string>> = Object.fromEntries(
    Object.keys(SPARSE_NAMESPACES).map((ns) => [ns, new Set<string>()]),
  );
  const onRead = (ns: string, key: string) => {
    namespaces.add(ns);
    keys[ns]?.add(key);
  };
  const i18n = new Translator({ ...i18nOptions(lang, { ...resources }), onRead });
  // As main.tsx does from the boot data: the server has no window.location to fall back on.
  if (publicUrl) setSiteUrl(publicUrl);
  const reads = new ReadCache();
  for (const { key, data } of prefetched) reads.setQueryData(key, data);
  const cache = serverStyleCache();
  try {
    // The pages' code is loaded first (warmUp), so nothing suspends: renderToString writes the
    // whole page, and none of the inline scripts streaming renders add (the CSP forbids them).
    await warmUp();
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders i18n={i18n} reads={reads} site={site} year={year}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    const styles = pageStyleTags(cache, html);
    const readKeys = Object.fromEntries(Object.entries(keys).map(([ns, read]) => [ns, [...read].sort()]));
    return { html, styles, namespaces: [...namespaces], keys: readKeys };
  } finally {
    reads.clear();
  }
}

let warm: Promise<void> | undefined;

export function warmUp(): Promise<void> {
  warm ??= Promise.all([
    ...[...Object.values(PAGE_COMPONENTS), NotFound].map((page) => page.preload()),
    // The navigation's search box is its own chunk too (components/search/SearchBoxSlot).
    preloadSearchBox(),
  ])
    // The parts whose code comes apart (lib/page-parts: forms, the desktop navigation), once
    // the modules that make them have loaded.
    .then(preloadLazyParts)
    .then(() => undefined);
  return warm;
}
