import { describe, expect, it, vi } from 'vitest';
import { Translator, type Strings, type TranslatorOptions } from './translator';

const resources = {
  ko: { common: { 'nav.news': '소식', greet: '{{name}}님, 안녕하세요', 'only.ko': '한국어만' }, meta: { title: '홈' } },
  en: { common: { 'nav.news': 'News', greet: 'Hello, {{name}}', 'not.yet': '' }, meta: {} },
  es: { common: { 'nav.news': 'Noticias' } },
};

const translator = (options: Partial<TranslatorOptions> = {}) =>
  new Translator({ lng: 'es', ns: ['common', 'meta'], defaultNS: 'common', resources, ...options });

/** A backend whose reads wait until the test lets them through. */
function heldBackend(strings: (lang: string, ns: string) => Strings) {
  const held: (() => void)[] = [];
  const read = vi.fn(
    (lang: string, ns: string) =>
      new Promise<Strings>((resolve) => {
        held.push(() => resolve(strings(lang, ns)));
      }),
  );
  return { backend: { read }, read, release: () => held.splice(0).forEach((go) => go()) };
}

describe('Translator', () => {
  it('reads a key in the page language, then along its fallbacks (es → en → ko)', () => {
    const i18n = translator();
    expect(i18n.t('nav.news')).toBe('Noticias');
    expect(i18n.t('greet', { name: 'Ana' })).toBe('Hello, Ana');
    expect(i18n.t('only.ko')).toBe('한국어만');
    expect(i18n.t('meta:title')).toBe('홈');
  });

  it('writes a Korean particle after a title in the form the title takes', () => {
    const i18n = new Translator({
      lng: 'ko',
      ns: ['events'],
      defaultNS: 'events',
      resources: { ko: { events: { back: '{{title}}(으)로 돌아가기' } } },
    });
    expect(i18n.t('back', { title: '감사의 아침 기도' })).toBe('감사의 아침 기도로 돌아가기');
    expect(i18n.t('back', { title: '가을 음악회' })).toBe('가을 음악회로 돌아가기');
    expect(i18n.t('back', { title: '창립자 상설전' })).toBe('창립자 상설전으로 돌아가기');
  });

  it('takes an empty translation as not written yet and shows the next language’s', () => {
    expect(translator({ lng: 'en' }).t('not.yet')).toBe('not.yet');
    expect(translator({ resources: { ...resources, ko: { common: { 'not.yet': '아직' } } } }).t('not.yet')).toBe(
      '아직',
    );
  });

  it('shows the key itself, or the default given, when no language has it; values fill placeholders', () => {
    const i18n = translator();
    expect(i18n.t('meta:missing.key')).toBe('missing.key');
    expect(i18n.t('missing', { defaultValue: 'Plan {{n}}', n: 2 })).toBe('Plan 2');
    expect(i18n.t('greet', { name: { first: 'x' } })).toBe('Hello, [object Object]');
    expect(i18n.t('greet', {})).toBe('Hello, {{name}}');
    expect(i18n.exists('nav.news')).toBe(true);
    expect(i18n.exists('meta:missing.key')).toBe(false);
  });

  it('reads another language when asked for one', () => {
    expect(translator().t('greet', { lng: 'ko', name: '민지' })).toBe('민지님, 안녕하세요');
  });

  it('switches language only once the new strings are in, and the last switch wins', async () => {
    const { backend, read, release } = heldBackend((lang, ns) => ({ 'nav.news': `${ns}-${lang}` }));
    const i18n = translator({ backend });
    const changed = vi.fn();
    i18n.on('languageChanged', changed);

    const toJa = i18n.changeLanguage('ja');
    const toFr = i18n.changeLanguage('fr');
    // Still the old text while the strings are on their way.
    expect(i18n.language).toBe('es');
    expect(i18n.t('nav.news')).toBe('Noticias');
    release();
    await Promise.all([toJa, toFr]);

    expect(i18n.language).toBe('fr');
    expect(i18n.t('nav.news')).toBe('common-fr');
    expect(changed.mock.calls).toEqual([['fr']]);
    // ko and en were held already: only the new languages were fetched.
    expect(read.mock.calls.map(([lang, ns]) => `${lang}/${ns}`).sort()).toEqual([
      'fr/common',
      'fr/meta',
      'ja/common',
      'ja/meta',
    ]);
  });

  it('counts a namespace whose load failed as settled, and fetches it again on the next ask', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let online = false;
    const read = vi.fn(async () => {
      if (!online) throw new Error('offline');
      return { 'x.y': 'Ciudad' };
    });
    const i18n = translator({ backend: { read } });

    await i18n.loadNamespaces('edu');
    expect(i18n.hasLoadedNamespace('edu')).toBe(true);
    expect(i18n.t('edu:x.y')).toBe('x.y');
    expect(warn).toHaveBeenCalled();

    online = true;
    await i18n.loadNamespaces('edu');
    expect(i18n.t('edu:x.y')).toBe('Ciudad');
    warn.mockRestore();
  });

  it('loads a partial fallback language whole before switching to it', async () => {
    const read = vi.fn(async (lang: string, ns: string) => ({ 'nav.news': `${ns}-${lang}-whole` }));
    const i18n = translator({ lng: 'en', partial: ['ko'], backend: { read } });
    expect(i18n.t('only.ko')).toBe('한국어만');
    expect(read).not.toHaveBeenCalled();

    await i18n.changeLanguage('ko');

    expect(i18n.t('nav.news')).toBe('common-ko-whole');
    expect(read.mock.calls.map(([lang]) => lang)).toEqual(['ko', 'ko']);
  });

  it('tells the server’s render every namespace a string is read from', () => {
    const read = new Set<string>();
    const i18n = translator({ onRead: (ns) => read.add(ns) });
    i18n.t('nav.news');
    i18n.exists('meta:title');
    expect([...read]).toEqual(['common', 'meta']);
  });

  describe('sparse namespaces (the boot data’s page titles)', () => {
    const sparse = (backend: TranslatorOptions['backend']) =>
      new Translator({
        lng: 'ko',
        ns: ['common', 'meta'],
        defaultNS: 'common',
        resources: { ko: { common: { 'nav.news': '소식' }, meta: { 'news.title': '소식' } } },
        sparse: ['meta'],
        backend,
      });

    it('reads what the bundle holds, counts it as not loaded, and loads it whole with the others', async () => {
      const { backend, read, release } = heldBackend((_lang, ns): Strings =>
        ns === 'meta' ? { 'news.title': '소식', 'home.title': '홈' } : { 'nav.news': '소식' },
      );
      const i18n = sparse(backend);
      expect(i18n.t('meta:news.title')).toBe('소식');
      expect(i18n.hasLoadedNamespace('common')).toBe(true);
      expect(i18n.hasLoadedNamespace('meta')).toBe(false);
      const loaded = i18n.loadNamespaces(['common', 'meta']);
      release();
      await loaded;
      expect(read.mock.calls).toEqual([['ko', 'meta']]);
      expect(i18n.hasLoadedNamespace('meta')).toBe(true);
      expect(i18n.t('meta:home.title')).toBe('홈');
    });

    it('shows a key the sparse bundle lacks until its namespace comes, fetched at once, then tells the renders', async () => {
      const { backend, read, release } = heldBackend((_lang, ns): Strings =>
        ns === 'meta' ? { 'home.title': '홈' } : {},
      );
      const i18n = sparse(backend);
      const added = vi.fn();
      i18n.on('stringsAdded', added);
      const before = i18n.revision;

      expect(i18n.t('meta:home.title')).toBe('home.title');
      expect(i18n.t('meta:home.title')).toBe('home.title');
      expect(read.mock.calls).toEqual([['ko', 'meta']]);
      expect(added).not.toHaveBeenCalled();

      release();
      await vi.waitFor(() => expect(added).toHaveBeenCalledTimes(1));
      expect(i18n.revision).toBeGreaterThan(before);
      expect(i18n.t('meta:home.title')).toBe('홈');
    });

    it('tells no render when the strings it read were all there', async () => {
      const { backend, release } = heldBackend((_lang, ns): Strings => (ns === 'meta' ? { 'home.title': '홈' } : {}));
      const i18n = sparse(backend);
      const added = vi.fn();
      i18n.on('stringsAdded', added);
      expect(i18n.t('meta:news.title')).toBe('소식');
      const loaded = i18n.loadNamespaces(['meta']);
      release();
      await loaded;
      expect(added).not.toHaveBeenCalled();
    });

    it('asks once while the strings cannot be fetched (offline), showing the key', async () => {
      const read = vi.fn(() => Promise.reject(new Error('offline')));
      const i18n = sparse({ read });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(i18n.t('meta:home.title')).toBe('home.title');
      await vi.waitFor(() => expect(i18n.hasLoadedNamespace('meta')).toBe(true));
      expect(i18n.t('meta:home.title')).toBe('home.title');
      expect(read).toHaveBeenCalledTimes(1);
    });
  });
});
