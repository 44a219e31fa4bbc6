/**
 * The design tokens (components/theme/tokens.ts) as CSS custom properties, for the static
 * stylesheets of public pages (docs/decisions/025-static-css-for-public-pages.md). The build writes
 * it into the stylesheet every page shares (scripts/site-stylesheet.mjs, through the server
 * renderer's export); the dev server serves it as `virtual:atrium-tokens.css` (vite.config.ts).
 * The tokens stay declared once, in TypeScript, and no page computes a style at run time.
 */
import { COLOR_SCHEME_SELECTOR, type ColorSchemeName } from '../components/theme/color-scheme-config';
import {
  ACTION_TINTS,
  COLORS,
  ELEVATION,
  FOCUS_RING,
  RADII,
  READING_MEASURE,
  SPACING_UNIT,
  STATUS_COLORS,
  TYPE_SCALE,
  TYPE_VARS,
  type SchemeColors,
  type TypeVariant,
} from '../components/theme/tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--color-text-secondary` for `textSecondary`. */
export const colorVar = (name: keyof SchemeColors) => `--color-${kebab(name)}`;

const declarations = (entries: Array<[string, string | number]>) =>
  entries.map(([name, value]) => `  ${name}: ${value};`).join('\n');

const schemeColors = (scheme: ColorSchemeName) =>
  declarations([
    ...(Object.entries(COLORS[scheme]) as Array<[keyof SchemeColors, string]>).map(
      ([name, value]): [string, string] => [colorVar(name), value],
    ),
    // --action-hover and the like: a control's hovered, selected and disabled tints.
    ...Object.entries(ACTION_TINTS[scheme]).map(([name, value]): [string, string] => [
      `--action-${kebab(name)}`,
      value,
    ]),
    // --status-error-text, --status-error-on-solid and the like (an alert's surface, words and icon).
    ...Object.entries(STATUS_COLORS[scheme]).flatMap(([severity, colors]) =>
      Object.entries(colors).map(([part, value]): [string, string] => [`--status-${severity}-${kebab(part)}`, value]),
    ),
  ]);

/** `[data-dark]` on <html> (theme-init.js sets it before the first paint, as MUI's theme reads it). */
const schemeSelector = (scheme: ColorSchemeName) =>
  COLOR_SCHEME_SELECTOR === 'data' ? `:root[data-${scheme}]` : `:root.${scheme}`;

const isHeading = (variant: TypeVariant) => /^h\d$/.test(variant);

/** A class per variant of the type scale: `type-h3` is MUI's Typography variant "h3". */
const typeClasses = () =>
  (Object.entries(TYPE_SCALE) as Array<[TypeVariant, (typeof TYPE_SCALE)[TypeVariant]]>)
    .map(
      ([variant, [size, weight]]) =>
        // The face is read on the element itself, as MUI's Typography does: a Japanese quote on a
        // Korean page takes the Japanese face.
        `.type-${variant} {\n  margin: 0;\n  font-family: var(${TYPE_VARS.font});\n  font-size: ${size};\n  font-weight: ${weight};\n` +
        `  line-height: var(${isHeading(variant) ? TYPE_VARS.headingLeading : TYPE_VARS.bodyLeading});\n}`,
    )
    .join('\n');

/** Words for screen readers only: `className="visually-hidden"`. */
const VISUALLY_HIDDEN = `.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}`;

export function tokensStylesheet(): string {
  // MUI's theme.spacing(n) is var(--space-n); a half step is calc(var(--space-1) * 1.5).
  const spacing: Array<[string, string]> = [
    ['--space-half', `${SPACING_UNIT / 2}px`],
    ...[1, 2, 3, 4, 5, 6, 8, 10].map((n): [string, string] => [`--space-${n}`, `${n * SPACING_UNIT}px`]),
  ];
  return [
    // The layers' order: the type classes, then the shared controls (components/ui), then, unlayered
    // and so above both whatever order the files arrive in, a page's own module classes.
    '@layer base, components;',
    `:root {\n${declarations([
      ...spacing,
      ...Object.entries(RADII).map(([name, px]): [string, string] => [`--radius-${name}`, `${px}px`]),
      ...Object.entries(ELEVATION).map(([level, shadow]): [string, string] => [`--shadow-${level}`, shadow]),
      ['--focus-ring-width', `${FOCUS_RING.width}px`],
      ['--focus-ring-offset', `${FOCUS_RING.offset}px`],
      ['--reading-measure', READING_MEASURE],
    ])}\n}`,
    `:root,\n${schemeSelector('light')} {\n${schemeColors('light')}\n}`,
    `${schemeSelector('dark')} {\n${schemeColors('dark')}\n}`,
    // In a layer: a page's own class on the same element (its margin, say) wins whatever the order
    // the stylesheets arrive in.
    `@layer base {\n${typeClasses()}\n.text-secondary {\n  color: var(${colorVar('textSecondary')});\n}\n${VISUALLY_HIDDEN}\n}`,
  ].join('\n');
}
