/**
 * The site's design tokens, in one place: theme.ts builds the MUI theme from them, the admin's
 * style page (/admin/style) shows them, and tokens.test.ts checks their contrast (WCAG AA for
 * text, 3:1 for the focus ring against every surface it can sit on).
 */
import type { ColorSchemeName } from './color-scheme-config';

export interface SchemeColors {
  /** The page behind everything. */
  background: string;
  /** Cards, the side navigation, dialogs. */
  paper: string;
  /** Menus and popovers: raised above paper (in dark, a lighter surface instead of a shadow). */
  raised: string;
  text: string;
  textSecondary: string;
  /** Brown (docs/spec/product-spec.md §9), for actions and links. */
  primary: string;
  onPrimary: string;
  /** Navy (docs/spec/product-spec.md §9). */
  secondary: string;
  onSecondary: string;
  divider: string;
  /** The keyboard focus outline: a blue apart from the brown of selected and hovered items. */
  focusRing: string;
}

export const COLORS: Record<ColorSchemeName, SchemeColors> = {
  light: {
    background: '#f8f6f3',
    paper: '#ffffff',
    raised: '#ffffff',
    text: '#1f1b18',
    textSecondary: '#57504a',
    primary: '#6d4c41',
    onPrimary: '#ffffff',
    secondary: '#1f2a44',
    onSecondary: '#ffffff',
    divider: '#e2dcd6',
    focusRing: '#2a5db0',
  },
  dark: {
    background: '#141211',
    paper: '#1e1b1a',
    raised: '#292524',
    text: '#f3eeeb',
    textSecondary: '#c9c0bb',
    primary: '#d7b8a6',
    onPrimary: '#1d1210',
    secondary: '#a9b8dc',
    onSecondary: '#0d1326',
    divider: '#3a3431',
    focusRing: '#9cbcf5',
  },
};

/** Tints of a control's states, over any surface (MUI's default `palette.action`, which the theme keeps). */
export interface ActionTints {
  /** An icon button's resting icon. */
  active: string;
  hover: string;
  selected: string;
  disabled: string;
  disabledBackground: string;
}
export const ACTION_TINTS: Record<ColorSchemeName, ActionTints> = {
  light: {
    active: 'rgba(0, 0, 0, 0.54)',
    hover: 'rgba(0, 0, 0, 0.04)',
    selected: 'rgba(0, 0, 0, 0.08)',
    disabled: 'rgba(0, 0, 0, 0.26)',
    disabledBackground: 'rgba(0, 0, 0, 0.12)',
  },
  dark: {
    active: '#fff',
    hover: 'rgba(255, 255, 255, 0.08)',
    selected: 'rgba(255, 255, 255, 0.16)',
    disabled: 'rgba(255, 255, 255, 0.3)',
    disabledBackground: 'rgba(255, 255, 255, 0.12)',
  },
};

/** A message's kind: the colours of an alert (MUI's standard and filled Alert, measured from its theme). */
export type Severity = 'info' | 'success' | 'warning' | 'error';
export interface StatusColors {
  /** The alert's surface. */
  background: string;
  /** Its words: AA on the surface (tokens.test.ts). */
  text: string;
  /** Its icon: 3:1 on the surface, as a graphic. */
  icon: string;
  /** A filled message's surface (a notice over the page): MUI's filled Alert. */
  solid: string;
  /** Its words and icon: AA on the solid surface. */
  onSolid: string;
}
/** MUI's dark words on a light solid surface. */
const DARK_ON_SOLID = 'rgba(0, 0, 0, 0.87)';
export const STATUS_COLORS: Record<ColorSchemeName, Record<Severity, StatusColors>> = {
  light: {
    info: { background: '#e5f6fd', text: '#014361', icon: '#0277bd', solid: '#0288d1', onSolid: DARK_ON_SOLID },
    success: { background: '#edf7ed', text: '#1e4620', icon: '#2e7d32', solid: '#2e7d32', onSolid: '#ffffff' },
    warning: { background: '#fff4e5', text: '#663c00', icon: '#c25700', solid: '#ed6c02', onSolid: DARK_ON_SOLID },
    error: { background: '#fdeded', text: '#5f2120', icon: '#d32f2f', solid: '#d32f2f', onSolid: '#ffffff' },
  },
  dark: {
    info: { background: '#071318', text: '#b8e7fb', icon: '#29b6f6', solid: '#0288d1', onSolid: DARK_ON_SOLID },
    success: { background: '#0c130d', text: '#cce8cd', icon: '#66bb6a', solid: '#388e3c', onSolid: DARK_ON_SOLID },
    warning: { background: '#191207', text: '#ffe2b7', icon: '#ffa726', solid: '#f57c00', onSolid: DARK_ON_SOLID },
    error: { background: '#160b0b', text: '#f4c7c7', icon: '#f44336', solid: '#d32f2f', onSolid: '#ffffff' },
  },
};

/**
 * Faces. Korean (Pretendard, whose Latin is Inter's design) is the base and serves en/es/fr
 * too; Japanese text takes Noto Sans JP under :lang(ja), so its kanji and punctuation get
 * Japanese forms. Each is a set of unicode-range slices: a page downloads the slices its
 * characters fall in. The platform's own faces follow while the slices arrive (font-display: swap);
 * where Noto Sans CJK KR is installed (Android, Linux), it stands in for Pretendard resized to its
 * widths (PRETENDARD_FALLBACK), so the text does not rewrap when the slices arrive.
 */
const SYSTEM_FALLBACK = ['system-ui', '"Segoe UI"', 'Roboto', 'sans-serif'];
export const PRETENDARD_FALLBACK = 'Pretendard Fallback';
export const FONT_FAMILIES = {
  base: ['Pretendard', `"${PRETENDARD_FALLBACK}"`, '"Apple SD Gothic Neo"', '"Malgun Gothic"', ...SYSTEM_FALLBACK].join(
    ',',
  ),
  ja: ['"Noto Sans JP"', '"Hiragino Sans"', '"Yu Gothic UI"', 'Meiryo', ...SYSTEM_FALLBACK].join(','),
} as const;

/** Line heights: Hangul and kanji are taller and denser than Latin, so their lines get more air. */
export const LEADING = {
  cjk: { body: 1.75, heading: 1.4 },
  latin: { body: 1.6, heading: 1.25 },
} as const;

/** CSS custom properties the theme's typography reads (set per language by styles/base-stylesheet.ts). */
export const TYPE_VARS = {
  font: '--atrium-font',
  bodyLeading: '--atrium-leading-body',
  headingLeading: '--atrium-leading-heading',
} as const;

export type TypeVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'body1' | 'body2' | 'caption';
/**
 * The type scale: [font size, weight] per variant (h1–h6 are headings). A ratio near 1.2 at
 * phone width, growing to ~1.25 on desktop through clamp(). The faces come in 400 and 700
 * (scripts/copy-fonts.mjs): a 500 sets in the regular face.
 */
export const TYPE_SCALE: Record<TypeVariant, readonly [size: string, weight: number]> = {
  h1: ['clamp(2rem, 1.55rem + 1.9vw, 3rem)', 700],
  h2: ['clamp(1.625rem, 1.35rem + 1.2vw, 2.25rem)', 700],
  h3: ['clamp(1.375rem, 1.2rem + 0.75vw, 1.75rem)', 700],
  h4: ['clamp(1.25rem, 1.15rem + 0.4vw, 1.5rem)', 700],
  h5: ['1.1875rem', 700],
  h6: ['1.0625rem', 700],
  subtitle1: ['1.0625rem', 500],
  body1: ['1rem', 400],
  body2: ['0.9375rem', 400],
  caption: ['0.8125rem', 400],
};

/** A reading column: about 65 characters a line (Latin; CJK lines hold ~35–40 characters at that width). */
export const READING_MEASURE = '65ch';

/** MUI's spacing unit: theme.spacing(n) is n × 8px. */
export const SPACING_UNIT = 8;

export const RADII = { sm: 4, md: 8, lg: 16 } as const;

/** A soft, warm shadow: a close one and a wide one, tinted with the text colour. */
const shadow = (y: number, blur: number, alpha: number) =>
  `0 ${y / 2}px ${blur / 2}px rgba(31,27,24,${alpha}),0 ${y}px ${blur * 2}px rgba(31,27,24,${alpha * 0.7})`;
/** Shadows by elevation; MUI's 25 elevations each take the nearest token at or below them. */
export const ELEVATION = {
  1: shadow(1, 2, 0.08),
  2: shadow(3, 4, 0.08),
  4: shadow(8, 10, 0.1),
  8: shadow(16, 20, 0.12),
};

export const FOCUS_RING = { width: 3, offset: 2 } as const;
