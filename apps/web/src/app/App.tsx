// First: zod must see its configuration before any schema module runs.
import './zod-jitless';
import type { ReactNode } from 'react';
import { BrowserRouter } from '#web/lib/router';
import { I18nProvider } from '#web/lib/i18n/react';
import type { Translator as I18n } from '#web/lib/i18n/translator';
import type { SiteLinks } from '@atrium/shared/api/site';
import { ReadCacheProvider, type ReadCache } from '../lib/reads';
import { readCache } from '../lib/reads/browser-cache';
import { CurrentYearContext } from '../lib/current-year';
import { SiteLinksContext } from '../lib/site-links';
import { AppRoutes } from './router';

interface ProvidersProps {
  i18n: I18n;
  /** The public pages' read cache (lib/reads). */
  reads: ReadCache;
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
export function AppProviders({ i18n, reads, site = null, year = null, children }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteLinksContext value={site}>
        <CurrentYearContext value={year}>
          <ReadCacheProvider cache={reads}>{children}</ReadCacheProvider>
        </CurrentYearContext>
      </SiteLinksContext>
    </I18nProvider>
  );
}

/** The browser app: the providers and the routes under the address bar's router. */
export function App({ i18n, site, year }: { i18n: I18n; site: SiteLinks | null; year?: number | null }) {
  return (
    <AppProviders i18n={i18n} reads={readCache} site={site} year={year}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
