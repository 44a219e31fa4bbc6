import { useEffect, useRef, type ReactNode } from 'react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { appTheme } from './theme';
import { colorSchemeStorage } from './color-scheme-storage';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY, SWITCHING_ATTRIBUTE } from './color-scheme-config';

/**
 * The whole page takes the new colour scheme at once, nothing fading on its own clock. (MUI's
 * disableTransitionOnChange adds a <style> element with a rule in its text for this, which the
 * CSP refuses: the rule is in styles/base-stylesheet.ts instead.)
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

/**
 * MUI's theme, for the screens that still draw with MUI (the staff screens, /my, the sign-in
 * forms) and only around them: it loads with their code, never with a public page's first load
 * (docs/decisions/025-static-css-for-public-pages.md). The document's base rules are static CSS
 * (styles/base-stylesheet.ts), so this adds none.
 */
export function MuiScope({ children }: { children: ReactNode }) {
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
      <InstantSchemeSwitch />
      {children}
    </ThemeProvider>
  );
}
