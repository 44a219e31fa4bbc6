import { describe, expect, it } from 'vitest';
import { baseStylesheet } from './base-stylesheet';

const css = baseStylesheet();
/** The declarations of the rule whose selector list is exactly `selector`. */
const rule = (selector: string) => {
  const start = `\n${css}`.indexOf(`\n${selector} {`);
  expect(start, `a rule for ${selector}`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
};

describe('the base stylesheet', () => {
  it('breaks Korean between words, Japanese by its strict rules, each in its own face', () => {
    expect(rule(':lang(ko)')).toMatch(/word-break: keep-all;\s*overflow-wrap: break-word;/);
    expect(rule(':lang(ja)')).toMatch(/--atrium-font: "Noto Sans JP",[^;]*;[\s\S]*line-break: strict;/);
    expect(rule(':root, :lang(ko)')).toContain('--atrium-font: Pretendard,"Pretendard Fallback",');
    expect(rule(':lang(en), :lang(es), :lang(fr)')).toContain('--atrium-leading-body: 1.6;');
    expect(rule(':lang(ja) :is(h1, h2, h3, h4, h5, h6)')).toContain('word-break: auto-phrase;');
  });

  it("lays Korean out at Pretendard's widths before its slices arrive, in both weights", () => {
    const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('font-family: "Pretendard Fallback";');
    expect(faces[0]).toContain('src: local("Noto Sans CJK KR"), local("NotoSansCJKkr-Regular");');
    expect(faces[0]).toContain('size-adjust: 95.5%;');
    expect(faces[1]).toContain('font-weight: 700;');
    expect(faces[1]).toContain('size-adjust: 95%;');
  });

  it("sets the page in the scheme's colours, with a focus ring on every element", () => {
    expect(rule('body')).toContain('color: var(--color-text);');
    expect(rule('body')).toContain('background-color: var(--color-background);');
    expect(rule('[data-dark]')).toContain('color-scheme: dark;');
    expect(rule(':focus-visible')).toContain('outline: 3px solid var(--color-focus-ring);');
  });

  it('stops motion for a visitor who asks, and every transition while the scheme switches', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\n\*, \*::before, \*::after \{[^}]*animation: none !important;/,
    );
    expect(
      rule('[data-scheme-switching] *, [data-scheme-switching] *::before, [data-scheme-switching] *::after'),
    ).toContain('transition: none !important;');
  });
});
