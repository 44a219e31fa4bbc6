import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { I18N_NAMESPACES } from './api/i18n';
import { ERROR_CODES, FIELD_CODES } from './errors';
import { PAGE_IDS } from './routes';
import { SPARSE_NAMESPACES } from './api/boot';

const dir = path.resolve(import.meta.dirname, '../locales');

function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const read = (lang: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('has every string the boot data always carries (SPARSE_NAMESPACES), written', () => {
    for (const [ns, keys] of Object.entries(SPARSE_NAMESPACES)) {
      const ko = read('ko', ns);
      for (const key of keys) expect(ko[key], `${ns}:${key}`).toBeTruthy();
    }
  });

  describe.each(I18N_NAMESPACES)('namespace %s', (ns) => {
    const ko = read('ko', ns);

    it.each(LANGUAGES)('has every key in %s, filled, with the same placeholders', (lang) => {
      const strings = read(lang, ns);
      expect(Object.keys(strings).sort()).toEqual(Object.keys(ko).sort());
      for (const [key, text] of Object.entries(ko)) {
        if (text) expect(strings[key], `${lang}:${ns}:${key}`).toBeTruthy();
        expect(placeholders(strings[key] ?? ''), `${lang}:${ns}:${key}`).toEqual(placeholders(text));
      }
    });

    it('is not English copied into the other languages', () => {
      const en = read('en', ns);
      for (const lang of ['ko', 'ja', 'es', 'fr']) {
        const strings = read(lang, ns);
        const long = Object.keys(en).filter((k) => (en[k] ?? '').length > 25);
        const copied = long.filter((k) => strings[k] === en[k]);
        expect(copied, `${lang}:${ns}`).toEqual([]);
      }
    });
  });

  it('has a message for every error code and field code', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(read(lang, 'errors')).sort()).toEqual([...ERROR_CODES].sort());
      expect(Object.keys(read(lang, 'validation')).sort()).toEqual([...FIELD_CODES].sort());
    }
  });

  it('has a title, description and keywords for every page', () => {
    const meta = read('ko', 'meta');
    for (const id of PAGE_IDS) {
      expect(meta[`${id}.title`], id).toBeTruthy();
      expect(meta[`${id}.description`], id).toBeTruthy();
      expect(meta[`${id}.keywords`], id).toBeDefined();
    }
  });
});
