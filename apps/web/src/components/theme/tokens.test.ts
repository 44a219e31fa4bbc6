import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES } from './color-scheme-config';
import { CONTRAST_PAIRS, contrastRatio } from './contrast';
import { COLORS, STATUS_COLORS } from './tokens';
import type { Palette } from '@mui/material/styles';
import { appTheme } from './theme';

/** The theme's palette per scheme (there with cssVariables, though its type does not say so). */
const schemes = (appTheme() as unknown as { colorSchemes: Record<string, { palette: Palette }> }).colorSchemes;

/** A colour as it shows on `background`: an rgba() one blended over it, as #rrggbb. */
function over(color: string, background: string): string {
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const alpha = Number(rgba[4]);
  const channel = (i: number) => {
    const value = Number(rgba[i + 1]) * alpha + parseInt(background.slice(1 + 2 * i, 3 + 2 * i), 16) * (1 - alpha);
    return Math.round(value).toString(16).padStart(2, '0');
  };
  return `#${[0, 1, 2].map(channel).join('')}`;
}

describe('contrast ratio', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #777 on white is the classic near miss: 4.48, under AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(COLOR_SCHEMES)('the %s tokens', (scheme) => {
  const colors = COLORS[scheme];

  it.each(CONTRAST_PAIRS.map(([fg, bg, min]) => [fg, bg, min] as const))('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });

  it('checks text at AA and the focus ring at 3:1 on every surface', () => {
    for (const surface of ['background', 'paper', 'raised'] as const) {
      expect(CONTRAST_PAIRS).toContainEqual(['text', surface, 4.5]);
      expect(CONTRAST_PAIRS).toContainEqual(['textSecondary', surface, 4.5]);
      expect(CONTRAST_PAIRS).toContainEqual(['focusRing', surface, 3]);
    }
  });

  it.each(Object.entries(STATUS_COLORS[scheme]))('writes a %s message at AA, its icon at 3:1', (_severity, status) => {
    expect(contrastRatio(status.text, status.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(status.icon, status.background)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(STATUS_COLORS[scheme]))('writes a filled %s message at AA', (_severity, status) => {
    expect(contrastRatio(over(status.onSolid, status.solid), status.solid)).toBeGreaterThanOrEqual(4.5);
  });

  it('is what the theme uses', () => {
    const palette = schemes[scheme]!.palette;
    expect(palette.background.default).toBe(colors.background);
    expect(palette.text.primary).toBe(colors.text);
    expect(palette.primary.main).toBe(colors.primary);
    expect(palette.focusRing).toBe(colors.focusRing);
  });
});
