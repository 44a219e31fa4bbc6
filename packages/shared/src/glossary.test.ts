import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { I18N_NAMESPACES } from './i18n-namespaces';
import { LANGUAGES, type Language } from './languages';

/** packages/shared/glossary.json, described in docs/glossary.md. */
interface Glossary {
  ignoredKeys: string[];
  exceptions: Array<{ lang: Language; key: string; term: string; reason: string }>;
  terms: Array<{ id: string } & Partial<Record<Language, { use: string; avoid: string[] }>>>;
}

const root = path.resolve(import.meta.dirname, '..');
const glossary = JSON.parse(fs.readFileSync(path.join(root, 'glossary.json'), 'utf8')) as Glossary;

function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Every UI string of a language, keyed `namespace:key`. */
function uiStrings(lang: Language): Record<string, string> {
  const all: Record<string, string> = {};
  for (const ns of I18N_NAMESPACES) {
    const strings = flatten(JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, `${ns}.json`), 'utf8')));
    for (const [key, text] of Object.entries(strings)) all[`${ns}:${key}`] = text;
  }
  return all;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Where `variant` occurs in a text: as a whole word in the Latin-script languages (so "te" is
 * not found in "texto"), anywhere in Korean and Japanese, which do not space their words.
 */
function variantPattern(lang: Language, variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spaced = lang !== 'ko' && lang !== 'ja';
  const before = spaced && isWordChar(variant[0]) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = spaced && isWordChar(variant.at(-1)) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'iu');
}

/** Placeholders ({{email}}) and markup (<link>…</link>) are not words the visitor reads. */
const readable = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?[\w-]+>/g, ' ');

const globPattern = (glob: string) => new RegExp(`^${glob.replace(/[.]/g, '\\.').replace(/\*/g, '[^:]*')}$`);
const ignored = glossary.ignoredKeys.map(globPattern);

/** "ns:key has "variant" (use "word", term)" for each forbidden variant found in `strings`. */
function glossaryViolations(lang: Language, strings: Record<string, string>, terms = glossary.terms): string[] {
  const found: string[] = [];
  for (const term of terms) {
    const entry = term[lang];
    if (!entry) continue;
    const patterns = entry.avoid.map((variant) => [variant, variantPattern(lang, variant)] as const);
    for (const [key, text] of Object.entries(strings)) {
      if (ignored.some((p) => p.test(key))) continue;
      if (glossary.exceptions.some((e) => e.lang === lang && e.key === key && e.term === term.id)) continue;
      for (const [variant, pattern] of patterns) {
        if (pattern.test(readable(text))) found.push(`${key} has "${variant}" (use "${entry.use}", ${term.id})`);
      }
    }
  }
  return found;
}

describe('the glossary', () => {
  it.each(LANGUAGES)('is followed by the %s UI strings', (lang) => {
    expect(glossaryViolations(lang, uiStrings(lang))).toEqual([]);
  });

  it('names the key and the word to use when a string strays', () => {
    const strings = { 'events:checkIn.intro': 'Registra tu asistencia.', 'events:ok': 'Registre su asistencia.' };
    expect(glossaryViolations('es', strings)).toEqual(['events:checkIn.intro has "tu" (use "usted", register)']);
    expect(glossaryViolations('ja', { 'common:x': 'チェックインする' })).toEqual([
      'common:x has "チェックイン" (use "出席チェック", checkIn)',
    ]);
  });

  it('matches whole words in spaced languages, and ignores placeholders, markup and keywords', () => {
    expect(glossaryViolations('es', { 'common:a': 'Texto de tutoría en el teatro' })).toEqual([]);
    expect(glossaryViolations('en', { 'auth:a': 'Sent to {{email}} via <email>link</email>' })).toEqual([]);
    expect(glossaryViolations('en', { 'meta:news.keywords': 'museum, email' })).toEqual([]);
    expect(glossaryViolations('fr', { 'common:a': 'L\u2019accueil', 'common:b': "L'accueil" })).toEqual([
      `common:b has "'" (use "’", apostrophe)`,
    ]);
  });

  it('lists each term with a word for every language it covers, never among its own variants', () => {
    const ids = glossary.terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of glossary.terms) {
      for (const lang of LANGUAGES) {
        const entry = term[lang];
        if (!entry) continue;
        expect(entry.use, `${term.id}.${lang}`).toBeTruthy();
        expect(
          entry.avoid.map((v) => v.toLowerCase()),
          `${term.id}.${lang}`,
        ).not.toContain(entry.use.toLowerCase());
      }
    }
    for (const e of glossary.exceptions) expect(ids, e.key).toContain(e.term);
  });

  it('is summarized in docs/glossary.md, one row per term', () => {
    const doc = fs.readFileSync(path.resolve(root, '../../docs/glossary.md'), 'utf8');
    for (const term of glossary.terms) expect(doc, term.id).toContain(`| \`${term.id}\` |`);
  });
});
