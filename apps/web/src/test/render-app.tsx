import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Language } from '@atrium/shared/languages';
import { AppRoutes } from '../app/router';
import { AppThemeProvider } from '../components/theme/AppThemeProvider';
import { createQueryClient } from '../lib/query-client';
import { createTestI18n } from './test-i18n';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Renders the app's routes at `path` with the real providers (memory history instead of the URL bar). */
export async function renderApp(path: string, { lang = 'en' }: { lang?: Language } = {}) {
  const i18n = await createTestI18n(lang);
  const view = render(
    <I18nProvider i18n={i18n}>
      <AppThemeProvider>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </AppThemeProvider>
    </I18nProvider>,
  );
  return { ...view, i18n };
}

export const signIn = () => {
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
};
