import { render } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, useLocation } from '#web/lib/router';
import type { Language } from '@atrium/shared/languages';
import { AppRoutes } from '../app/router';
import { ReadCache, ReadCacheProvider } from '../lib/reads';
import { queryClient } from '../lib/query-client';
import { preloadLazyParts } from '../lib/page-parts';
import { createTestI18n } from './test-i18n';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/**
 * Renders the app's routes at `path` with the real providers (memory history instead of the URL
 * bar). `queries`: data the page's HTML would have carried (the server's prefetch, a posted form's answer).
 */
export async function renderApp(
  path: string,
  { lang = 'en', queries = [] }: { lang?: Language; queries?: Array<{ key: readonly unknown[]; data: unknown }> } = {},
) {
  const i18n = await createTestI18n(lang);
  // A part whose code is still coming throws its promise; inside testing-library's synchronous act()
  // a render that yields mid-tree on a slow machine then retries without end (the CI's lost worker).
  // The parts the test has imported are loaded first, as the server does.
  await preloadLazyParts();
  const reads = new ReadCache();
  for (const { key, data } of queries) reads.setQueryData(key, data);
  // The member and admin screens' TanStack Query client (their own QueryScope): nothing of the last test.
  queryClient.clear();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={reads}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ReadCacheProvider>
    </I18nProvider>,
  );
  return { ...view, i18n };
}

export const signIn = () => {
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
};
