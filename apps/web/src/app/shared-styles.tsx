// The styles every public page shares, as one stylesheet of the build (scripts/site-stylesheet.mjs,
// docs/decisions/020): the theme's colour variables, the app's global styles and the rules of the
// site's chrome (skip link, navigation, footer). The browser caches it once; a page's HTML then
// carries only its own rules and names the shared ones it uses, so that the browser's emotion
// cache counts them as inserted and hydration adds nothing.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { PAGES, href } from '@atrium/shared/routes';
import type { SiteLinks } from '@atrium/shared/api/site';
import type { SharedStyleIds } from '@atrium/shared/api/boot';
import { AppProviders } from './App';
import { ChromeRoutes } from './router';
import { appTheme } from '#web/components/theme/theme';
import { i18nOptions } from '#web/lib/i18n/i18n';
import { Translator, type Resources } from '#web/lib/i18n/translator';
import { createQueryClient } from '#web/lib/query-client';

export const NO_SHARED_STYLES: SharedStyleIds = { globals: [], rules: [] };

/**
 * An emotion cache for the server's render: the browser's default cache has the same key, so it
 * adopts the page's style tags on hydration. In compat mode emotion keeps each rule's text in
 * `inserted` instead of writing <style> elements into the markup (what @emotion/server's
 * extraction also does first).
 */
export function serverStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** Rules emotion wrote for a class, or for a global block (its text, `true` once adopted from the page). */
const ruleText = (cache: EmotionCache, id: string) => {
  const text = cache.inserted[id];
  return typeof text === 'string' ? text : '';
};
const isGlobal = (cache: EmotionCache, id: string) => cache.registered[`${cache.key}-${id}`] === undefined;

/**
 * Every address of the route table, a parameter standing for any value: the chrome marks the
 * menu item of the page it is on, and the item's look differs.
 */
const chromeAddresses = (lang: Language) =>
  PAGES.map((page) =>
    href(
      lang,
      page.id,
      Object.fromEntries([...page.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, '1'])),
    ),
  );

interface SharedSheetInput {
  /** The UI strings (the demo's), of every language the chrome is rendered in: a label's length decides whether it wraps. */
  resources: Resources;
  site: SiteLinks;
  year: number;
}

/**
 * The shared stylesheet: the theme's variables, then the global blocks and the chrome's class
 * rules as the server's render of any page writes them, in the order a page's style tags had them
 * (globals first). The chrome is rendered at every address in each language of `resources`, as the
 * server renders it (signed out, drawer open).
 */
export function sharedStyleSheet({ resources, site, year }: SharedSheetInput): { css: string; ids: SharedStyleIds } {
  const cache = serverStyleCache();
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles styles={appTheme().generateStyleSheets()} />
    </CacheProvider>,
  );
  const themeIds = new Set(Object.keys(cache.inserted));
  for (const lang of LANGUAGES.filter((language) => language in resources)) {
    for (const url of chromeAddresses(lang)) {
      const i18n = new Translator(i18nOptions(lang, resources));
      renderToString(
        <CacheProvider value={cache}>
          <AppProviders i18n={i18n} queryClient={createQueryClient()} site={site} year={year}>
            <StaticRouter location={url}>
              <ChromeRoutes />
            </StaticRouter>
          </AppProviders>
        </CacheProvider>,
      );
    }
  }
  const ids = Object.keys(cache.inserted).filter((id) => !themeIds.has(id));
  const globals = ids.filter((id) => isGlobal(cache, id));
  const rules = ids.filter((id) => !isGlobal(cache, id));
  const css = [...themeIds, ...globals, ...rules].map((id) => ruleText(cache, id)).join('');
  return { css, ids: { globals, rules } };
}

/**
 * A page's style tags, as emotion's server writes them (a tag per global block, then one for the
 * class rules its markup uses), without the text of the shared styles: a shared global block
 * keeps an empty tag (emotion's Global adopts it rather than inserting its rules again) and the
 * class-rule tag still names the shared rules the page uses.
 */
export function pageStyleTags(cache: EmotionCache, html: string, shared: SharedStyleIds): string {
  const sharedGlobals = new Set(shared.globals);
  const sharedRules = new Set(shared.rules);
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map(([, id]) => id));
  const globalTags: string[] = [];
  const ruleIds: string[] = [];
  let rules = '';
  for (const id of Object.keys(cache.inserted)) {
    if (cache.inserted[id] === true) continue;
    if (isGlobal(cache, id)) {
      const text = sharedGlobals.has(id) ? '' : ruleText(cache, id);
      globalTags.push(`<style data-emotion="${cache.key}-global ${id}">${text}</style>`);
    } else if (used.has(id)) {
      ruleIds.push(id);
      if (!sharedRules.has(id)) rules += ruleText(cache, id);
    }
  }
  return `${globalTags.join('')}<style data-emotion="${cache.key} ${ruleIds.join(' ')}">${rules}</style>`;
}
