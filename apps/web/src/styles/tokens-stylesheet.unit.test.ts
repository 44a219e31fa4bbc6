import { describe, expect, it } from 'vitest';
import { COLORS, STATUS_COLORS, TYPE_SCALE } from '#web/components/theme/tokens';
import { colorVar, tokensStylesheet } from './tokens-stylesheet';

const css = tokensStylesheet();
/** The declarations of the rule whose selector list is exactly `selector`. */
const rule = (selector: string) => {
  const start = css.indexOf(`${selector} {`);
  expect(start, `a rule for ${selector}`).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
};

describe('the tokens as a stylesheet', () => {
  it('declares every colour of the light scheme at the root and of the dark one under [data-dark]', () => {
    const light = rule(':root,\n:root[data-light]');
    const dark = rule(':root[data-dark]');
    for (const [name, value] of Object.entries(COLORS.light)) {
      expect(light).toContain(`${colorVar(name as keyof typeof COLORS.light)}: ${value};`);
    }
    for (const [name, value] of Object.entries(COLORS.dark)) {
      expect(dark).toContain(`${colorVar(name as keyof typeof COLORS.dark)}: ${value};`);
    }
    expect(dark).toContain(`--status-error-text: ${STATUS_COLORS.dark.error.text};`);
    expect(dark).toContain(`--status-warning-on-solid: ${STATUS_COLORS.dark.warning.onSolid};`);
  });

  it('gives each step of the type scale a class with its size, weight and line height', () => {
    const [size, weight] = TYPE_SCALE.h3;
    const h3 = rule('.type-h3');
    expect(css.startsWith('@layer base, components;')).toBe(true);
    expect(css.indexOf('@layer base {')).toBeLessThan(css.indexOf('.type-h3 {'));
    expect(h3).toContain(`font-size: ${size};`);
    expect(h3).toContain(`font-weight: ${weight};`);
    expect(h3).toContain('line-height: var(--atrium-leading-heading);');
    expect(rule('.type-body2')).toContain('line-height: var(--atrium-leading-body);');
  });

  it('names spacing as MUI counts it: --space-2 is theme.spacing(2)', () => {
    expect(rule(':root')).toContain('--space-2: 16px;');
  });
});
