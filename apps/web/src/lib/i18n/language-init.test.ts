import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_GUESSED_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '@atrium/shared/languages';

const script = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/language-init.js'), 'utf8');

/** Runs language-init.js against a page at `url` with these cookies and stored language. */
function run(url: string, cookie: string, stored: string | null) {
  const written: string[] = [];
  const replaced: string[] = [];
  const location = new URL(url, 'https://atrium.test');
  const win = {
    location: {
      ...location,
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      replace: (to: string) => replaced.push(to),
    },
  };
  const doc = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const storage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
  new Function('window', 'document', 'localStorage', script)(win, doc, storage);
  return { written, replaced };
}

describe('language-init.js (runs before the first paint)', () => {
  it('uses the names and languages the app uses', () => {
    expect(script).toContain(`'${LANGUAGE_GUESSED_COOKIE}'`);
    expect(script).toContain(`'${LANGUAGE_STORAGE_KEY}'`);
    for (const lang of LANGUAGES) expect(script).toContain(`'${lang}'`);
  });

  it('builds no faces: the site stylesheet declares them (docs/decisions/028-faces-from-css.md)', () => {
    expect(script).not.toMatch(/FontFace|document\.fonts|\/fonts\//);
  });

  it('follows a language stored only in the browser when the server guessed, and keeps it in the cookie', () => {
    const { written, replaced } = run('/fr/news?page=2#top', `${LANGUAGE_GUESSED_COOKIE}=1`, 'ja');
    expect(replaced).toEqual(['/ja/news?page=2#top']);
    expect(written).toContain(`${LANGUAGE_GUESSED_COOKIE}=; path=/; max-age=0; SameSite=Lax`);
    expect(written.some((c) => c.startsWith(`${LANGUAGE_STORAGE_KEY}=ja;`))).toBe(true);
  });

  it('leaves the page alone when nothing was guessed, or nothing is stored', () => {
    expect(run('/fr/', '', 'ja')).toEqual({ written: [], replaced: [] });
    expect(run('/fr/', `${LANGUAGE_GUESSED_COOKIE}=1`, null).replaced).toEqual([]);
    expect(run('/ja/', `${LANGUAGE_GUESSED_COOKIE}=1`, 'ja').replaced).toEqual([]);
  });
});
