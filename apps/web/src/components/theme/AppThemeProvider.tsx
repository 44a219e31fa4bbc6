import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';
import { colorSchemeStorage } from './colorSchemeStorage';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './colorSchemeConfig';

const globalStyles = {
  // A clearly visible keyboard focus everywhere, in both schemes.
  ':focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transition: 'none !important',
      animation: 'none !important',
      scrollBehavior: 'auto !important',
    },
  },
};

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      storageManager={colorSchemeStorage}
      disableTransitionOnChange
      // theme-init.js already set the attribute from storage: read it in the first render too.
      // (Hydration too: the markup does not depend on the mode, only ColorModeSelect does, and
      // it shows the server's value until hydrated. MUI's deferred read would re-render the
      // whole app once more.)
      noSsr
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
