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

  it('walks any depth without recursion: a body nested 200,000 levels is read, not a stack overflow', () => {
    let deep: unknown = ['x\0'];
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(firstUnstorableText(deep)).toBe(`${'0.'.repeat(200_000)}0`);
    let fine: unknown = 'ok';
    for (let i = 0; i < 200_000; i += 1) fine = { a: fine };
    expect(firstUnstorableText(fine)).toBeNull();
  });

  it('names a key that cannot be saved with _ in its place', () => {
    expect(firstUnstorableText({ title: { ['k\0']: 'x' } })).toBe('title._');
    expect(firstUnstorableText('\0')).toBe('_');
  });
});
