import type { ContentType } from '@atrium/shared/content/define';
import type { Field } from '@atrium/shared/content/fields';
import type { ContentData } from '@atrium/shared/content/validate';
import { LANGUAGES } from '@atrium/shared/languages';

/** A field's value in words, for the comparison table (pictures by id, rich text as its text). */
type LeafValue = string;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rich text as the words it reads, not its markup. */
export function htmlText(html: string): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined')
    return html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

const scalar = (value: unknown): LeafValue => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(scalar).join(', ');
  return String(value);
};

/** Every value of an item as { path: words }: 'title.ko', 'sections.0.text.en', 'hours.1.open'. */
function leafValues(fields: Record<string, Field>, data: unknown, prefix = ''): Map<string, LeafValue> {
  const out = new Map<string, LeafValue>();
  const source = isRecord(data) ? data : {};
  for (const [name, field] of Object.entries(fields)) {
    // What editors never see (a news article's row id) is no change of theirs either.
    if (field.hidden) continue;
    const path = `${prefix}${name}`;
    const value = source[name];
    const localized = field.kind === 'richText' || (field.kind === 'text' && field.localized);
    if (localized) {
      const texts = isRecord(value) ? value : {};
      for (const lang of LANGUAGES) {
        const text = texts[lang];
        out.set(`${path}.${lang}`, field.kind === 'richText' ? htmlText(scalar(text)) : scalar(text));
      }
    } else if (field.kind === 'list') {
      (Array.isArray(value) ? value : []).forEach((entry, i) => {
        for (const [p, v] of leafValues(field.of, entry, `${path}.${i}.`)) out.set(p, v);
      });
    } else if (field.kind === 'group') {
      for (const [p, v] of leafValues(field.of, value, `${path}.`)) {
        if (isRecord(value)) out.set(p, v);
      }
    } else {
      out.set(path, scalar(value));
    }
  }
  return out;
}

/** An item's values field by field, in words ({ 'title.ko': '…' }), for comparing versions. */
export const fieldValues = (type: ContentType, data: ContentData): Map<string, LeafValue> =>
  leafValues(type.fields, data);

export interface FieldChange {
  path: string;
  revision: LeafValue;
  current: LeafValue;
}

/** The fields whose values differ between a revision and the current draft, in declaration order. */
export function changedFields(type: ContentType, revision: ContentData, current: ContentData): FieldChange[] {
  const before = leafValues(type.fields, revision);
  const after = leafValues(type.fields, current);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .map((path) => ({ path, revision: before.get(path) ?? '', current: after.get(path) ?? '' }))
    .filter((change) => change.revision !== change.current);
}

/** Two texts as what they share at the start and end, and the part between that differs in each. */
export interface TextDifference {
  before: string;
  removed: string;
  added: string;
  after: string;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
/** A character that continues a word (not the end of the text, not a space). */
const inWord = (c: string | undefined) => c !== undefined && !isSpace(c);

/**
 * Where two versions of a text part ways: the common start and end kept, the middle of each
 * marked, widened to whole words (a changed word reads better than its changed letters).
 */
export function textDifference(from: string, to: string): TextDifference {
  const a = [...from];
  const b = [...to];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  while (start > 0 && inWord(a[start - 1]) && (inWord(a[start]) || inWord(b[start]))) start -= 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  while (end > 0 && inWord(a[a.length - end]) && (inWord(a[a.length - end - 1]) || inWord(b[b.length - end - 1]))) {
    end -= 1;
  }
  return {
    before: a.slice(0, start).join(''),
    removed: a.slice(start, a.length - end).join(''),
    added: b.slice(start, b.length - end).join(''),
    after: a.slice(a.length - end).join(''),
  };
}
