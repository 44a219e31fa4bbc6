// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enCommon from '@atrium/shared/locales/en/common.json';
import koCommon from '@atrium/shared/locales/ko/common.json';
import { renderPage, renderSharedStyleSheet } from '../entry-server';
import { flatten } from '../test/test-i18n';
import { testSiteLinks } from '../test/site-links';

const strings = { ko: { common: flatten(koCommon) }, en: { common: flatten(enCommon) } };
const site = testSiteLinks;

/** The class names a page's markup uses (css-0 is emotion's class for no styles). */
const classesIn = (html: string) =>
  new Set(
    [...html.matchAll(/class="[^"]*?\b(css-[\w-]+)/g)].map(([, name]) => name!).filter((name) => name !== 'css-0'),
  );

/** What a page's style tags name, and their text. */
function styleTags(styles: string) {
  const tags = [...styles.matchAll(/<style data-emotion="([^"]*)">([^<]*)<\/style>/g)].map(
    ([, names = '', text = '']) => {
      const [key = '', ...ids] = names.split(' ');
      return { key, ids, text };
    },
  );
  return { tags, ruleIds: new Set(tags.filter((tag) => tag.key === 'css').flatMap((tag) => tag.ids)) };
}

describe('the stylesheet every page shares', () => {
  it('holds the theme and the global styles (and any MUI rules of the chrome); a page names those and carries only its own', async () => {
    const shared = await renderSharedStyleSheet({ resources: strings, site, year: 2026 });
    expect(shared.css).toContain('--mui-palette-primary-main');
    // CssBaseline's and the app's global blocks (focus ring, reduced motion).
    expect(shared.css).toContain('box-sizing:border-box');
    expect(shared.css).toContain(':focus-visible');
    expect(shared.ids.globals.length).toBeGreaterThan(0);

    const alone = await renderPage({ url: '/en/about/history', lang: 'en', i18n: strings, prefetched: [], site });
    const page = await renderPage({
      url: '/en/about/history',
      lang: 'en',
      i18n: strings,
      prefetched: [],
      site,
      sharedStyles: shared.ids,
    });
    // The same markup: the styles only move.
    expect(page.html).toBe(alone.html);
    const { tags, ruleIds } = styleTags(page.styles);
    const classes = classesIn(page.html);
    // The global blocks are not written again (the chrome's own rules are static CSS now:
    // docs/decisions/025-static-css-for-public-pages.md).
    expect(page.styles.length).toBeLessThan(alone.styles.length);
    for (const name of classes) {
      const id = name.replace(/^css-/, '');
      // Every class is named, so the browser's emotion cache counts it as there…
      expect(ruleIds).toContain(id);
      // …and the rule the page carried alone is in the page or in the shared sheet, once.
      const inPage = page.styles.includes(`.${name}`);
      const inShared = shared.ids.rules.includes(id);
      expect(inPage !== inShared, name).toBe(true);
      if (inShared) expect(shared.css.includes(`.${name}`) === alone.styles.includes(`.${name}`), name).toBe(true);
    }
    // A shared global block keeps an empty tag (emotion's Global adopts it rather than inserting anew).
    for (const id of shared.ids.globals) {
      const tag = tags.find((t) => t.key === 'css-global' && t.ids.includes(id));
      if (tag) expect(tag.text).toBe('');
    }
    expect(tags.some((t) => t.key === 'css-global' && t.text === '')).toBe(true);
  });
});
