import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { MuiScope } from './MuiScope';
import { COLORS } from './tokens';

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

  it('writes buttons as they are spelt, and rings keyboard focus in the focus colour', () => {
    render(
      <MuiScope>
        <Button>Book a visit</Button>
      </MuiScope>,
    );
    const css = documentStyles();
    const buttonClass = [...screen.getByRole('button').classList].find((c) => c.startsWith('css-'));
    expect(css).toMatch(new RegExp(`\\.${buttonClass}\\s*\\{[^}]*text-transform:\\s*none`));
    expect(css).toContain(`--mui-palette-focusRing: ${COLORS.light.focusRing}`);
    expect(css).toMatch(/\.Mui-focusVisible\s*\{\s*outline:\s*3px solid var\(--mui-palette-focusRing\)/);
  });
});
