import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMailTemplates, type MailTemplates } from './mail.templates';

/** The e-mail code's mail (issue 42, item 7): branded HTML and its text, in each language. */
describe('the e-mail code mail', () => {
  let t: TestApp;
  let mails: MailTemplates;
  beforeAll(async () => {
    t = await createTestApp();
    mails = createMailTemplates(t.app.i18n, 'Asia/Seoul');
  });
  afterAll(() => t.close());

  it.each(LANGUAGES)('in %s: the venue, the code large, its validity and what to do if not asked', (lang) => {
    const mail = mails.code(lang, 'member@example.org', 'signup', '482913');
    const text = (ns: string, key: string) => t.app.i18n.text(lang, ns, key);
    const venue = text('common', 'siteName');
    expect(mail.to).toBe('member@example.org');
    expect(mail.subject).toBe(text('mail', 'code.subject.signup'));
    // The text alternative: the same words, the code on a line of its own.
    expect(mail.text).toContain(venue);
    expect(mail.text).toContain(
      `${text('mail', 'code.label')}${{ fr: ' : ', ja: '：' }[lang as string] ?? ': '}482913`,
    );
    expect(mail.text).toContain(t.app.i18n.format(lang, 'mail', 'code.expires', { minutes: 10 }));
    expect(mail.text).toContain(text('mail', 'code.ignore'));
    // HTML in the member's language, the venue's name as its header, the code in large type.
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toMatch(/font-size:34px[^>]*>482913<\/span>/);
    for (const line of [venue, text('mail', 'code.label'), text('mail', 'signature')])
      expect(mail.html).toContain(line);
    // Inline styles only, nothing fetched from elsewhere.
    expect(mail.html).not.toMatch(/<style|<link|<img|url\(|https?:\/\//);
  });

  it('escapes what it is given', () => {
    const mail = mails.code('en', 'a@example.org', 'reset', '<b>1</b>');
    expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>1</b>');
  });
});
