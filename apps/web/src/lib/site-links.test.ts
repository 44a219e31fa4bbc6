import { describe, expect, it } from 'vitest';
import { readBootData } from './i18n/boot-data';

const site = {
  managingBody: { ko: '재단', en: 'Foundation' },
  managingBodyUrl: 'https://foundation.example.org',
  contactEmail: 'desk@example.org',
  social: [{ network: 'blog', url: 'https://blog.example.org' }, { network: 'blog' }],
  iosUrl: '',
  androidUrl: 'https://play.google.com/store/apps/details?id=t',
};

function bootDocument(boot: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'boot';
  script.textContent = JSON.stringify(boot);
  doc.body.append(script);
  return doc;
}

describe('the boot data’s site links', () => {
  const boot = { lang: 'en', i18n: {}, i18nVersion: 'v1' };

  it('are read from the page, leaving out a malformed channel', () => {
    expect(readBootData(bootDocument({ ...boot, site }))?.site).toEqual({
      ...site,
      social: [{ network: 'blog', url: 'https://blog.example.org' }],
    });
  });

  it('are absent when the page has none or they are malformed', () => {
    expect(readBootData(bootDocument(boot))?.site).toBeUndefined();
    expect(readBootData(bootDocument({ ...boot, site: { ...site, contactEmail: 3 } }))?.site).toBeUndefined();
  });
});
