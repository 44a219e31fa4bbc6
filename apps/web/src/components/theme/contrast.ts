/**
 * Contrast of the colour tokens (WCAG 2): the pairs the style page shows and tokens.test.ts
 * checks. Apart from tokens.ts so that public pages do not load it.
 */
import type { SchemeColors } from './tokens';

/** Pairs whose contrast the style page shows and the test checks: [foreground, background, minimum]. */
export type ContrastPair = readonly [keyof SchemeColors, keyof SchemeColors, number];
const SURFACES = ['background', 'paper', 'raised'] as const;
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...SURFACES.flatMap((s) => [['text', s, 4.5] as const, ['textSecondary', s, 4.5] as const]),
  ...SURFACES.map((s) => ['primary', s, 4.5] as const),
  ['onPrimary', 'primary', 4.5],
  ['onSecondary', 'secondary', 4.5],
  ...SURFACES.map((s) => ['focusRing', s, 3] as const),
];

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
