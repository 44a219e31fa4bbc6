import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { AppThemeProvider } from './AppThemeProvider';
import { COLORS } from './tokens';
import { fallbackFontFaces } from './typography-styles';

/** The rules the theme put in the document (some as text, some through the CSSOM). */
const documentStyles = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, ' ');

describe('the theme in the page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('breaks Korean between words, Japanese by its strict rules, each in its own face', () => {
    render(<AppThemeProvider>x</AppThemeProvider>);
    const css = documentStyles();
    expect(css).toMatch(/:lang\(ko\)\s*\{\s*word-break:\s*keep-all;\s*overflow-wrap:\s*break-word;?\s*\}/);
    expect(css).toMatch(/:lang\(ja\)\s*\{[^}]*--atrium-font:\s*"Noto Sans JP"[^}]*line-break:\s*strict/);
    expect(css).toMatch(/:root, ?:lang\(ko\)\s*\{[^}]*--atrium-font:\s*Pretendard,"Pretendard Fallback",/);
  });

  it("lays Korean out at Pretendard's widths before its slices arrive, in both weights (server markup)", () => {
    vi.stubEnv('SSR', true);
    render(<AppThemeProvider>x</AppThemeProvider>);
    vi.unstubAllEnvs();
    const faces = documentStyles().match(/@font-face\s*\{[^}]*\}/g) ?? [];
    const fallback = faces.filter((face) => face.includes('"Pretendard Fallback"'));
    expect(fallback).toHaveLength(2);
    // (jsdom's CSSOM drops the descriptors it does not know: those are checked as written.)
    const written = fallbackFontFaces().map((rule) => rule['@font-face']);
    expect(written.map((face) => [face.fontWeight, face.src, face.sizeAdjust])).toEqual([
      [400, 'local("Noto Sans CJK KR"), local("NotoSansCJKkr-Regular")', '95.5%'],
      [700, 'local("Noto Sans CJK KR Bold"), local("NotoSansCJKkr-Bold")', '95%'],
    ]);
  });

  it('writes buttons as they are spelt, and rings keyboard focus in the focus colour', () => {
    render(
      <AppThemeProvider>
        <Button>Book a visit</Button>
      </AppThemeProvider>,
    );
    const css = documentStyles();
    const buttonClass = [...screen.getByRole('button').classList].find((c) => c.startsWith('css-'));
    expect(css).toMatch(new RegExp(`\\.${buttonClass}\\s*\\{[^}]*text-transform:\\s*none`));
    expect(css).toContain(`--mui-palette-focusRing: ${COLORS.light.focusRing}`);
    expect(css).toMatch(/\.Mui-focusVisible\s*\{\s*outline:\s*3px solid var\(--mui-palette-focusRing\)/);
  });
});
