// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enAuth from '@atrium/shared/locales/en/auth.json';
import enCommon from '@atrium/shared/locales/en/common.json';
import enMeta from '@atrium/shared/locales/en/meta.json';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { muiThemeStylesheet, renderPage } from '../entry-server';
import { MuiScope } from '../components/theme/MuiScope';
import { pageStyleTags, serverStyleCache } from './mui-styles';
import { flatten } from '../test/test-i18n';
import { testSiteLinks } from '../test/site-links';

const strings = { en: { common: flatten(enCommon), auth: flatten(enAuth), meta: flatten(enMeta) } };
const render = (url: string) =>
  renderPage({ url, lang: 'en', i18n: strings, prefetched: [], site: testSiteLinks, year: 2026 });

/** Emotion's class names in the markup (css-0 is its class for no styles). */
const classesIn = (html: string) =>
  new Set([...html.matchAll(/\b(css-[\w-]+)/g)].map(([, name]) => name!).filter((name) => name !== 'css-0'));

describe('MUI only where a screen uses it (docs/decisions/025-static-css-for-public-pages.md)', () => {
  it('renders a public page with no emotion style tag and no MUI class', async () => {
    const page = await render('/en/about/history');
    expect(page.styles).toBe('');
    expect(page.html).not.toMatch(/\bMui[A-Z]|\bcss-[\w-]+/);
  });

  it.each(['/en/signin', '/en/signup', '/en/searchId', '/en/reset-password', '/en/unlock'])(
    'renders the member form %s without MUI',
    async (url) => {
      const page = await render(url);
      expect(page.styles).toBe('');
      expect(page.html).not.toMatch(/\bMui[A-Z]|\bcss-[\w-]+/);
    },
  );

  it('gives markup that uses MUI one tag naming every rule it uses, with their text', () => {
    // No public page draws with MUI now: a screen that does (the staff's, /my), rendered as the server would.
    const cache = serverStyleCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <MuiScope>
          <Button variant="contained">Save</Button>
        </MuiScope>
      </CacheProvider>,
    );
    const classes = classesIn(html);
    expect(classes.size).toBeGreaterThan(0);
    const tag = pageStyleTags(cache, html).match(/<style data-emotion="css ([^"]*)">([^<]*)<\/style>/);
    expect(tag).not.toBeNull();
    const named = new Set(tag![1]!.split(' '));
    for (const name of classes) {
      expect(named, name).toContain(name.replace(/^css-/, ''));
      expect(tag![2], name).toContain(`.${name}`);
    }
  });

  it("writes MUI's theme variables of both schemes for the shared stylesheet", () => {
    const css = muiThemeStylesheet();
    expect(css).toContain('--mui-palette-primary-main');
    expect(css).toMatch(/\[data-dark\]\{[^}]*--mui-palette-primary-main/);
  });
});
