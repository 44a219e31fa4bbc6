// Emotion on the server, for the screens that still draw with MUI (docs/decisions/025-static-css-for-public-pages.md):
// the theme's colour variables, which the build writes into the stylesheet every page shares,
// and a page's own style tag, which the browser's emotion cache adopts on hydration. A page
// without MUI (every public page) gets none.
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { appTheme } from '#web/components/theme/theme';

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

/**
 * MUI's theme variables (both schemes), as MUI's ThemeProvider would write them: the build puts
 * them in the stylesheet every page shares (scripts/site-stylesheet.mjs), so MuiScope generates
 * none at run time (its `disableStyleSheetGeneration`).
 */
export function muiThemeStylesheet(): string {
  const cache = serverStyleCache();
  renderToString(
    <CacheProvider value={cache}>
      <GlobalStyles styles={appTheme().generateStyleSheets()} />
    </CacheProvider>,
  );
  return Object.values(cache.inserted)
    .filter((text) => typeof text === 'string')
    .join('');
}

/** A global block or keyframes (not a class rule): emotion registers no class for it. */
const isGlobal = (cache: EmotionCache, id: string) => cache.registered[`${cache.key}-${id}`] === undefined;

/**
 * A page's style tags, as emotion's server writes them: a tag per global block (keyframes
 * included), then one for the class rules its markup uses, named so that the browser's cache
 * counts them as inserted. None when the page has no MUI.
 */
export function pageStyleTags(cache: EmotionCache, html: string): string {
  const used = new Set([...html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map(([, id]) => id));
  const globalTags: string[] = [];
  const ruleIds: string[] = [];
  let rules = '';
  for (const [id, text] of Object.entries(cache.inserted)) {
    if (typeof text !== 'string') continue;
    if (isGlobal(cache, id)) globalTags.push(`<style data-emotion="${cache.key}-global ${id}">${text}</style>`);
    else if (used.has(id)) {
      ruleIds.push(id);
      rules += text;
    }
  }
  const ruleTag = ruleIds.length ? `<style data-emotion="${cache.key} ${ruleIds.join(' ')}">${rules}</style>` : '';
  return globalTags.join('') + ruleTag;
}
