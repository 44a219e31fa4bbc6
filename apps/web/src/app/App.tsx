// First: zod must see its configuration before any schema module runs.
import './zodJitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AppThemeProvider } from '../components/theme/AppThemeProvider';
import { queryClient } from '../lib/queryClient';
import { AppRoutes } from './router';

/** The providers, outermost first: strings, theme, server state, then the routes. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
