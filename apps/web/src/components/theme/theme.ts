import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@atrium/shared/breakpoints';
import { COLOR_SCHEME_SELECTOR } from './colorSchemeConfig';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

declare module 'react' {
  interface CSSProperties {
    /** Paper's elevation, which MUI writes as inline custom properties (see MuiPaper below). */
    '--Paper-shadow'?: string;
    '--Paper-overlay'?: string;
  }
}

/**
 * Each platform's own UI font, with its Korean and Japanese faces named: no web font to
 * download (docs/decisions/005). Android's system font for Korean is Noto Sans CJK, the design
 * of Noto Sans KR; a visitor who installed Noto Sans KR gets it by name.
 */
const FONT_STACK = [
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Noto Sans CJK KR"',
  '"Malgun Gothic"',
  '"Hiragino Sans"',
  '"Yu Gothic UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The one theme of the site. Brand colours (spec: primary brown, secondary navy), chosen for
 * WCAG AA contrast with their text in both schemes: #6d4c41 on white is 7.6:1, #d7b8a6 on the
 * dark background 10:1. contrastThreshold 4.5 (AA) makes MUI pick black or white text on the
 * status colours (a filled warning alert) by the AA ratio instead of its default 3:1.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#6d4c41', light: '#9c786c', dark: '#40241a', contrastText: '#ffffff' },
        secondary: { main: '#1f2a44', light: '#4a5370', dark: '#00001e', contrastText: '#ffffff' },
        background: { default: '#faf8f6', paper: '#ffffff' },
        text: { primary: '#1d1b1a', secondary: '#5a5350' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: '#d7b8a6', light: '#f0dccf', dark: '#a88877', contrastText: '#1d1210' },
        secondary: { main: '#a9b8dc', light: '#dbe4ff', dark: '#7988aa', contrastText: '#0d1326' },
        background: { default: '#141211', paper: '#1e1b1a' },
        text: { primary: '#f3eeeb', secondary: '#c9c0bb' },
      },
    },
  },
  breakpoints: { values: BREAKPOINTS },
  typography: { fontFamily: FONT_STACK },
  // Honour prefers-reduced-motion in MUI's own transitions (Collapse, Drawer, ripples…).
  motion: { reducedMotion: 'system' },
  // The CSP refuses style="" attributes in the server's markup (styles come only in <style>
  // elements, allowed by hash): what MUI would write inline on public pages is a class here.
  components: {
    MuiLink: { defaultProps: { underline: 'hover' } },
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
