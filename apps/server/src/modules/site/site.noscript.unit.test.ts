import { describe, expect, it } from 'vitest';
import type { I18nService } from '../i18n/i18n.service';
import { memberPageNotice } from './site.noscript';

/** Strings as staff could publish them: with the characters HTML gives a meaning to. */
const i18n = { text: (_lang: string, _ns: string, key: string) => `${key} <b>"&'` } as unknown as I18nService;

describe('the member page’s notice without JavaScript', () => {
  it('escapes its strings and the address it comes back to, an apostrophe or quote the client left raw too', () => {
    const notice = memberPageNotice(i18n, 'fr', `/fr/my?q=it's"><script>`);
    expect(notice).toContain('<h1 class="type-h4">memberPage.title &lt;b&gt;&quot;&amp;&#39;</h1>');
    expect(notice).toContain(
      `href="/fr/signin?returnTo=${encodeURIComponent(`/fr/my?q=it's"><script>`).replace("'", '&#39;')}"`,
    );
    expect(notice).toContain('href="/fr/">goHome &lt;b&gt;&quot;&amp;&#39;</a>');
    expect(notice).not.toMatch(/<b>|<script/);
  });
});
