// First: zod must see its configuration before any schema module runs.
import './zod-jitless';
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '#web/lib/router';
import { I18nProvider } from '#web/lib/i18n/react';
import type { Translator as I18n } from '#web/lib/i18n/translator';
import type { SiteLinks } from '@atrium/shared/api/site';
import { queryClient as browserQueryClient } from '../lib/query-client';
import { CurrentYearContext } from '../lib/current-year';
import { SiteLinksContext } from '../lib/site-links';
import { AppRoutes } from './router';

interface ProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The `site` singleton's links from the boot data (footer, side navigation). */
  site?: SiteLinks | null;
  /** The boot data's year (the footer's copyright); none: the browser's clock. */
  year?: number | null;
  children: ReactNode;
}

/**
 * The providers, outermost first: strings, site links, server state; the router comes inside.
 * No theme: public pages are static CSS; MUI's theme wraps only the screens that use it (MuiScope).
 */
export function AppProviders({ i18n, queryClient, site = null, year = null, children }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteLinksContext value={site}>
        <CurrentYearContext value={year}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </CurrentYearContext>
      </SiteLinksContext>
    </I18nProvider>
  );
}

/** The browser app: the providers and the routes under the address bar's router. */
export function App({ i18n, site, year }: { i18n: I18n; site: SiteLinks | null; year?: number | null }) {
  return (
    <AppProviders i18n={i18n} queryClient={browserQueryClient} site={site} year={year}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
