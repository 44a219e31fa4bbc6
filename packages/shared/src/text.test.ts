import { describe, expect, it } from 'vitest';
import { firstUnstorableText, isStorableText } from './text';

describe('storable text', () => {
  it('accepts any well-formed text, emoji and Hangul included', () => {
    expect(isStorableText('전시 🎨 exposición')).toBe(true);
  });

  it('refuses NUL and lone surrogates, naming the path of the first', () => {
    expect(isStorableText('a\0b')).toBe(false);
    expect(isStorableText('\uD800x')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(firstUnstorableText({ title: { ko: 'ok', en: 'x\0' } })).toBe('title.en');
    expect(firstUnstorableText({ items: [{ alt: 'ok' }, { alt: '\uDFFF' }] })).toBe('items.1.alt');
    expect(firstUnstorableText({ ok: ['fine', 1, null] })).toBeNull();
  });
});
