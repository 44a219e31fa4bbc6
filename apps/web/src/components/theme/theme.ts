import { createTheme, type Shadows } from '@mui/material/styles';
import type { TypographyVariantsOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '@atrium/shared/breakpoints';
import { COLOR_SCHEME_SELECTOR, type ColorSchemeName } from './color-scheme-config';
import {
  ACTION_TINTS,
  COLORS,
  ELEVATION,
  FOCUS_RING,
  RADII,
  SPACING_UNIT,
  TYPE_SCALE,
  TYPE_VARS,
  type TypeVariant,
} from './tokens';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    /** The keyboard focus outline (tokens.ts), as --mui-palette-focusRing. */
    focusRing: string;
  }
  interface PaletteOptions {
    focusRing?: string;
  }
}

declare module 'react' {
  interface CSSProperties {
    /** Paper's elevation, which MUI writes as inline custom properties (see MuiPaper below). */
    '--Paper-shadow'?: string;
    '--Paper-overlay'?: string;
  }
}

/** A scheme's MUI palette from the tokens. contrastThreshold 4.5 (AA) makes MUI pick black or white text on the status colours by the AA ratio instead of its default 3:1. */
function palette(scheme: ColorSchemeName) {
  const c = COLORS[scheme];
  return {
    contrastThreshold: 4.5,
    primary: { main: c.primary, contrastText: c.onPrimary },
    secondary: { main: c.secondary, contrastText: c.onSecondary },
    background: { default: c.background, paper: c.paper },
    text: { primary: c.text, secondary: c.textSecondary },
    divider: c.divider,
    focusRing: c.focusRing,
    action: ACTION_TINTS[scheme],
  };
}

/** The type scale; the face and line heights are custom properties that follow each element's language (styles/base-stylesheet.ts). */
const typographyVariants = Object.fromEntries(
  (Object.entries(TYPE_SCALE) as [TypeVariant, (typeof TYPE_SCALE)[TypeVariant]][]).map(
    ([variant, [fontSize, fontWeight]]) => [
      variant,
      {
        fontSize,
        fontWeight,
        lineHeight: `var(${/^h\d/.test(variant) ? TYPE_VARS.headingLeading : TYPE_VARS.bodyLeading})`,
      },
    ],
  ),
) as TypographyVariantsOptions;

/** MUI's 25 elevations, each the nearest token at or below it. */
const shadows = Array.from({ length: 25 }, (_, i) => {
  if (i === 0) return 'none';
  const level = ([8, 4, 2, 1] as const).find((l) => l <= i) ?? 1;
  return ELEVATION[level];
}) as Shadows;

/** A visible focus outline, ≥3:1 against every surface (tokens.test.ts). */
const focusOutline = (offset: number) => ({
  outline: `${FOCUS_RING.width}px solid var(--mui-palette-focusRing)`,
  outlineOffset: offset,
});

let made: ReturnType<typeof createTheme> | undefined;

/**
 * The one theme of the site, built from tokens.ts. Made on first use rather than when the
 * module loads: building it (both schemes' variables) is one of the longest pieces of a page's
 * start-up, and main.tsx gives it a browser task of its own before the page hydrates.
 */
export const appTheme = () => (made ??= makeTheme());

const makeTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
    colorSchemes: { light: { palette: palette('light') }, dark: { palette: palette('dark') } },
    breakpoints: { values: BREAKPOINTS },
    spacing: SPACING_UNIT,
    shape: { borderRadius: RADII.md },
    shadows,
    typography: {
      fontFamily: `var(${TYPE_VARS.font})`,
      ...typographyVariants,
      // Sentence case, as the words are written: no ALL-CAPS buttons and tabs.
      button: { textTransform: 'none' },
      overline: { textTransform: 'none' },
    },
    // Honour prefers-reduced-motion in MUI's own transitions (Collapse, Drawer, ripples…).
    motion: { reducedMotion: 'system' },
    // The CSP refuses style="" attributes in the server's markup (styles come only in <style>
    // elements, allowed by hash): what MUI would write inline on public pages is a class here.
    components: {
      MuiLink: { defaultProps: { underline: 'hover' } },
      // ButtonBase sets outline: 0 and shows focus only as a faint ripple (≈1.3:1): the ring instead.
      // Inside lists (side navigation, menus) the ring is drawn inset, so a scrolling container cannot clip it.
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusOutline(FOCUS_RING.offset) } },
      },
      MuiListItemButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusOutline(-FOCUS_RING.width) } },
      },
      MuiMenuItem: {
        styleOverrides: {
          root: {
            minHeight: 40,
            borderRadius: RADII.sm,
            margin: '0 6px',
            '&.Mui-focusVisible': focusOutline(-FOCUS_RING.width),
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: ({ theme }) => ({ backgroundColor: theme.vars.palette.background.paper }),
        },
      },
      // Menus and popovers: a raised surface with a soft shadow and rounded corners (no overlay tint).
      MuiPopover: {
        styleOverrides: {
          paper: ({ theme }) => ({
            borderRadius: RADII.md,
            border: `1px solid ${theme.vars.palette.divider}`,
            ...theme.applyStyles('dark', { backgroundColor: COLORS.dark.raised, backgroundImage: 'none' }),
          }),
        },
      },
      // An elevation's shadow and dark-scheme overlay, as a class per elevation.
      MuiPaper: {
        defaultProps: { style: { '--Paper-shadow': undefined, '--Paper-overlay': undefined } },
        styleOverrides: {
          root: ({ ownerState, theme }) =>
            ownerState.variant === 'outlined'
              ? {}
              : {
                  '--Paper-shadow': theme.vars.shadows[ownerState.elevation ?? 1],
                  '--Paper-overlay': theme.vars.overlays[ownerState.elevation ?? 1],
                },
        },
      },
      // min-height: 0 is what a collapsed Collapse (its height 0, its overflow hidden) has anyway;
      // a non-zero collapsedSize would need its min-height given back.
      MuiCollapse: { defaultProps: { style: { minHeight: undefined } } },
    },
  });

// The theme has CSS variables (cssVariables above): MUI's types then offer theme.vars and the
// provider's disableStyleSheetGeneration.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
