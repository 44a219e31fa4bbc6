import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Japanese text in the demo content and the UI strings follows JIS X 4051's conventions: no
 * spaces around the middle dot (創設者常設展・信仰で歩んだ道) and full-width brackets（2階）.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const SPACED_DOT = / ・|・ /;
const HALF_WIDTH_BRACKET = /[()]/;

/** Every string under a `ja` key of a demo data file, with where it is. */
function japaneseOfData(file: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  const walk = (value: unknown, where: string, japanese: boolean) => {
    if (typeof value === 'string') {
      if (japanese) found.push([where, value]);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, japanese || key === 'ja');
    }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')), path.basename(file), false);
  return found;
}

function japaneseStrings(): Array<[string, string]> {
  const dataDir = path.join(root, 'apps/server/src/db/seed/data');
  const localeDir = path.join(root, 'packages/shared/locales/ja');
  const data = fs
    .readdirSync(dataDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => japaneseOfData(path.join(dataDir, name)));
  const strings = fs
    .readdirSync(localeDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) =>
      Object.entries(JSON.parse(fs.readFileSync(path.join(localeDir, name), 'utf8')) as Record<string, unknown>).map(
        ([key, value]): [string, string] => [`${name}.${key}`, JSON.stringify(value)],
      ),
    );
  return [...data, ...strings];
}

/** A text's words outside its HTML tags (an attribute's parentheses are not text). */
const textOf = (value: string) => value.replace(/<[^>]*>/g, '');

describe('Japanese punctuation in the demo content and the UI strings', () => {
  const strings = japaneseStrings();

  it('reads them all', () => {
    expect(strings.length).toBeGreaterThan(500);
  });

  it('writes the middle dot without spaces around it', () => {
    expect(strings.filter(([, value]) => SPACED_DOT.test(value)).map(([where]) => where)).toEqual([]);
  });

  it('writes brackets full-width', () => {
    expect(strings.filter(([, value]) => HALF_WIDTH_BRACKET.test(textOf(value))).map(([where]) => where)).toEqual([]);
  });
});
