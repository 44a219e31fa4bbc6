import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootData } from '@atrium/shared/api/boot';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import { createApiBackend } from './api-backend';
import { getCurrentLanguage } from './current-language';
import { initI18n } from './i18n';

/** A bundle as the server embeds it: every public namespace, a few strings in each test's eye. */
const bundle = (lang: string, extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, {}])),
  common: { 'nav.news': `news-${lang}`, ...extra },
  meta: { 'home.title': `home-${lang}` },
});

const boot: BootData = {
  lang: 'es',
  publicUrl: 'https://atrium.test',
  // The server embeds the page language and each of its fallbacks.
  i18n: {
    es: bundle('es'),
    en: bundle('en', { 'only.en': 'english text' }),
    ko: bundle('ko', { 'only.en': '영어 아님', 'only.ko': '한국어' }),
  },
  i18nVersion: 'v1',
};

afterEach(() => {
  localStorage.clear();
});

describe('initI18n', () => {
  it('starts from the embedded strings without a request, falling back es → en → ko', async () => {
    const load = vi.fn(async (lang: string) => bundle(lang));
    const i18n = await initI18n({ lang: 'es', boot, backend: createApiBackend(load) });

    expect(i18n.t('nav.news')).toBe('news-es');
    expect(i18n.t('meta:home.title')).toBe('home-es');
    expect(i18n.t('only.en')).toBe('english text');
    expect(i18n.t('only.ko')).toBe('한국어');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a language missing from the boot data once, from /api/i18n/{lang}', async () => {
    const load = vi.fn(async (lang: string) => bundle(lang));
    const i18n = await initI18n({ lang: 'es', boot, backend: createApiBackend(load) });

    await i18n.changeLanguage('ja');

    expect(i18n.t('nav.news')).toBe('news-ja');
    expect(load.mock.calls.map(([lang]) => lang)).toEqual(['ja']);
  });

  it('loads a fallback language whole before switching to it: the boot data carried only what the page’s language lacks', async () => {
    const load = vi.fn(async (lang: string) => bundle(lang, { 'only.ko': '한국어' }));
    const partial: BootData = {
      ...boot,
      lang: 'en',
      // Every namespace, holding only what English lacks.
      i18n: { en: bundle('en'), ko: { ...bundle('ko'), common: { 'only.ko': '한국어' }, meta: {} } },
    };
    const i18n = await initI18n({ lang: 'en', boot: partial, backend: createApiBackend(load) });
    expect(i18n.t('only.ko')).toBe('한국어');
    expect(load).not.toHaveBeenCalled();

    await i18n.changeLanguage('ko');

    expect(i18n.t('nav.news')).toBe('news-ko');
    expect(i18n.t('meta:home.title')).toBe('home-ko');
    expect(load.mock.calls.map(([lang]) => lang)).toEqual(['ko']);
  });

  it('remembers every language change and tells the API clients', async () => {
    const i18n = await initI18n({ lang: 'es', boot, backend: createApiBackend(async (l) => bundle(l)) });
    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.cookie).toContain('i18nextLng=fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(getCurrentLanguage()).toBe('fr');
  });

  it('loads the admin namespace alone (?ns=admin), only when asked for it', async () => {
    const load = vi.fn(async (lang: string, namespace?: string) =>
      namespace === 'admin' ? { admin: { title: `admin-${lang}` } } : bundle(lang),
    );
    const i18n = await initI18n({ lang: 'ko', boot: { ...boot, lang: 'ko' }, backend: createApiBackend(load) });
    expect(load).not.toHaveBeenCalled();

    await i18n.loadNamespaces('admin');

    expect(i18n.t('admin:title')).toBe('admin-ko');
    expect(load.mock.calls).toEqual([['ko', 'admin']]);
  });

  it('still starts when the strings cannot be fetched (no server), showing keys', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const i18n = await initI18n({ lang: 'ko', boot: null, backend: createApiBackend(load) });
    expect(i18n.t('nav.news')).toBe('nav.news');
  });
});
