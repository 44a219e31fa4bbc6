import { describe, expect, it } from 'vitest';
import { MENU, menuFor } from '#web/config/menu';
import { stripLanguagePrefix } from '#web/lib/i18n/language-path';
import { findActiveMenu, shouldWrapMenuLabel } from './active-menu';

const menu = menuFor(false);
/** The active entry as '<item text> > <sub text>' for readable assertions. */
function activeFor(pathname: string, items = menu): string | null {
  const active = findActiveMenu(items, stripLanguagePrefix(pathname));
  if (!active) return null;
  const item = items[active.item]!;
  return active.sub === null ? item.text : `${item.text} > ${item.subList?.[active.sub]?.text}`;
}

describe('findActiveMenu', () => {
  it('decides with the language prefix stripped: the same item in every language', () => {
    for (const lang of ['ko', 'en', 'ja', 'es', 'fr']) {
      expect(activeFor(`/${lang}/news`)).toBe('nav.news');
    }
  });

  it('marks a detail page under its list', () => {
    expect(activeFor('/en/news/3/7')).toBe('nav.news');
    expect(activeFor('/en/spaces/main-hall')).toBe('nav.spaces');
  });

  it('picks the most specific sub-item', () => {
    expect(activeFor('/en/about')).toBe('nav.about > nav.aboutVenue');
    expect(activeFor('/en/about/history')).toBe('nav.about > nav.history');
    expect(activeFor('/ko/about/sunghwa')).toBe('nav.about > nav.sunghwa');
    expect(activeFor('/ko/edu/sunghwa/m')).toBe('nav.edu > nav.sunghwaEdu');
    expect(activeFor('/fr/test/epic/4')).toBe('nav.edu > nav.quizzes');
    expect(activeFor('/ko/edu/epic/2')).toBe('nav.edu > nav.epic');
    expect(activeFor('/ja/edu')).toBe('nav.edu');
  });

  it('counts related pages for their item', () => {
    expect(activeFor('/en/program/1/2/3')).toBe('nav.event');
    expect(activeFor('/en/signup')).toBe('nav.signin');
  });

  it('does not confuse a path that merely starts with the same letters', () => {
    expect(activeFor('/en/newsletter')).toBeNull();
    expect(activeFor('/en/')).toBeNull();
  });

  it('ends with my info for a signed-in visitor and with sign in otherwise', () => {
    expect(menuFor(true).at(-1)?.page).toBe('my');
    expect(menuFor(false).at(-1)?.page).toBe('signin');
    expect(activeFor('/en/my/password', menuFor(true))).toBe('nav.my');
    expect(menuFor(true)).toHaveLength(MENU.length + 1);
  });
});

describe('shouldWrapMenuLabel', () => {
  const long = 'Cuestionarios de la serie épica 2025'; // 36 characters
  const exactly35 = long.slice(0, 35);

  it('wraps labels over 35 characters in en, es and fr', () => {
    expect(shouldWrapMenuLabel(long, 'en')).toBe(true);
    expect(shouldWrapMenuLabel(long, 'es')).toBe(true);
    expect(shouldWrapMenuLabel(long, 'fr')).toBe(true);
  });

  it('keeps shorter labels, and every label in ko and ja, on one line', () => {
    expect(shouldWrapMenuLabel(exactly35, 'en')).toBe(false);
    expect(shouldWrapMenuLabel(long, 'ko')).toBe(false);
    expect(shouldWrapMenuLabel(long, 'ja')).toBe(false);
  });
});
