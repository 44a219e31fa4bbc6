import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { FACE_OF_LANGUAGE, FACE_SHEETS_FILE, type Face, type FaceSheets } from '@atrium/shared/faces';

const web = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const publicDir = path.join(web, 'public');

/** Each face's stylesheet as scripts/copy-fonts.mjs writes it (docs/decisions/028-faces-from-css.md). */
describe('the faces’ stylesheets', () => {
  let sheets: FaceSheets;
  beforeAll(() => {
    // Writes public/fonts/ when the packages changed since the last copy; keeps it otherwise.
    execFileSync(process.execPath, [path.join(web, 'scripts/copy-fonts.mjs')], { cwd: web });
    sheets = JSON.parse(fs.readFileSync(path.join(publicDir, FACE_SHEETS_FILE), 'utf8')) as FaceSheets;
  });

  it('has a sheet for every language’s face, in a folder named by its version', () => {
    for (const face of new Set(Object.values(FACE_OF_LANGUAGE))) {
      expect(sheets[face]).toMatch(new RegExp(`^/fonts/${face}-\\d+\\.\\d+\\.\\d+/faces\\.css$`));
    }
  });

  it.for(['pretendard', 'noto-sans-jp'] satisfies Face[])(
    '%s: regular and bold slices, swapped in, from files it has',
    (face) => {
      const file = path.join(publicDir, sheets[face] ?? '');
      const css = fs.readFileSync(file, 'utf8');
      const rules = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body = '']) => body);
      expect(rules.length).toBeGreaterThan(50);
      const weights = new Set<string>();
      for (const rule of rules) {
        expect(rule).toContain('font-display:swap');
        expect(rule).toMatch(/unicode-range:(U\+[0-9a-f]+(-[0-9a-f]+)?,?)+$/i);
        weights.add(rule.match(/font-weight:(\d+)/)?.[1] ?? '');
        const url = rule.match(/url\(([^)]+\.woff2)\) format\("woff2"\)/)?.[1];
        expect(url, rule.slice(0, 120)).toBeDefined();
        // Relative to the sheet: its folder's files/.
        expect(fs.existsSync(path.join(path.dirname(file), url ?? '')), url).toBe(true);
      }
      expect([...weights].sort()).toEqual(['400', '700']);
    },
  );

  /** "U+4e00-4e05,U+4e07" → its code points (read here apart from the script, which writes them). */
  const parseRange = (text: string) =>
    text.split(',').flatMap((part) => {
      const [start = '0', end = start] = part.trim().replace(/^U\+/i, '').split('-');
      const first = parseInt(start, 16);
      return Array.from({ length: parseInt(end, 16) - first + 1 }, (_, i) => first + i);
    });
  /** The packages' own stylesheets: what each slice file holds. */
  const PACKAGE_SHEETS: Record<Face, string[]> = {
    pretendard: ['pretendard/dist/web/static/pretendard-dynamic-subset.css'],
    'noto-sans-jp': ['@fontsource/noto-sans-jp/400.css', '@fontsource/noto-sans-jp/700.css'],
  };
  const rangesOf = (css: string) =>
    [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => ({
      weight: body.match(/font-weight:\s*(\d+)/)?.[1] ?? '',
      file: path.basename(body.match(/url\(([^)]+\.woff2)\)/)?.[1] ?? ''),
      points: parseRange(body.match(/unicode-range:\s*([^;]+)/)?.[1] ?? ''),
    }));

  // The ranges are widened to be short (scripts/font-ranges.mjs); a browser asks a weight's
  // slices last-declared first, so that must still be the slice that has the character.
  it.for(['pretendard', 'noto-sans-jp'] satisfies Face[])(
    '%s: every character is first found in the slice that has it, and no other script in any',
    (face) => {
      const owner = new Map<string, string>();
      for (const sheet of PACKAGE_SHEETS[face])
        for (const slice of rangesOf(fs.readFileSync(require.resolve(sheet), 'utf8')))
          if (slice.weight === '400' || slice.weight === '700')
            for (const point of slice.points) owner.set(`${slice.weight}:${point}`, slice.file);
      const declared = rangesOf(fs.readFileSync(path.join(publicDir, sheets[face] ?? ''), 'utf8'));
      const firstFound = new Map<string, string>();
      for (const slice of declared)
        for (const point of slice.points) firstFound.set(`${slice.weight}:${point}`, slice.file);
      for (const [key, file] of owner) expect(firstFound.get(key), key).toBe(file);
      // Outside what the face has, only gaps in a CJK or Hangul block the face mostly has.
      const otherScript = face === 'pretendard' ? '日本語の文' : '한국어';
      for (const char of otherScript) {
        const point = char.codePointAt(0) ?? 0;
        if (!owner.has(`400:${point}`)) expect(firstFound.has(`400:${point}`), char).toBe(false);
      }
    },
  );
});
