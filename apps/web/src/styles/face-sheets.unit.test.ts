import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACE_OF_LANGUAGE, FACE_SHEETS_FILE, type Face, type FaceSheets } from '@atrium/shared/faces';

const web = path.resolve(import.meta.dirname, '../..');
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
});
