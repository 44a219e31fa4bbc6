import { useEffect, useRef, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { appTheme } from './theme';
import { fallbackFontFaces, typographyStyles } from './typography-styles';
import { colorSchemeStorage } from './color-scheme-storage';
import { FOCUS_RING } from './tokens';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, SWITCHING_ATTRIBUTE } from './color-scheme-config';

const globalStyles = {
  ...typographyStyles,
  // A clearly visible keyboard focus everywhere, in both schemes (≥3:1 on every surface: tokens.ts).
  ':focus-visible': {
    outline: `${FOCUS_RING.width}px solid var(--mui-palette-focusRing)`,
    outlineOffset: `${FOCUS_RING.offset}px`,
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transition: 'none !important',
      animation: 'none !important',
      scrollBehavior: 'auto !important',
    },
  },
  [`[${SWITCHING_ATTRIBUTE}] *, [${SWITCHING_ATTRIBUTE}] *::before, [${SWITCHING_ATTRIBUTE}] *::after`]: {
    transition: 'none !important',
  },
};

/**
 * The whole page takes the new colour scheme at once, nothing fading on its own clock. (MUI's
 * disableTransitionOnChange adds a <style> element with a rule in its text for this, which the
 * CSP refuses: the rule is in the global styles instead.)
 */
function InstantSchemeSwitch() {
  const { colorScheme } = useColorScheme();
  const shown = useRef(colorScheme);
  useEffect(() => {
    if (shown.current === colorScheme) return;
    shown.current = colorScheme;
    // MUI has set the scheme's attribute (a layout effect): restyle now, with transitions off.
    const root = document.documentElement;
    root.setAttribute(SWITCHING_ATTRIBUTE, '');
    document.body.getBoundingClientRect();
    const timer = setTimeout(() => root.removeAttribute(SWITCHING_ATTRIBUTE), 1);
    return () => {
      clearTimeout(timer);
      root.removeAttribute(SWITCHING_ATTRIBUTE);
    };
  }, [colorScheme]);
  return null;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      storageManager={colorSchemeStorage}
      // theme-init.js already set the attribute from storage: read it in the first render too.
      // (Hydration too: the markup does not depend on the mode, only ColorModeSelect does, and
      // it shows the server's value until hydrated. MUI's deferred read would re-render the
      // whole app once more.)
      noSsr
      // The theme's colour variables (≈21 KB, both schemes) are in the stylesheet every page
      // shares (scripts/site-stylesheet.mjs), cached once, not a style block in every page nor
      // work for the browser before its first frame. The dev server generates them as MUI does.
      disableStyleSheetGeneration={import.meta.env.PROD}
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={globalStyles} />
      {/* In the server's markup only: they matter for the first paint, and the browser keeps the
          server's global style block (Global renders no element, so hydration sees no change); a
          function, so the browser's bundle leaves it out. */}
      {import.meta.env.SSR && <GlobalStyles styles={fallbackFontFaces()} />}
      <InstantSchemeSwitch />
      {children}
    </ThemeProvider>
  );
}
