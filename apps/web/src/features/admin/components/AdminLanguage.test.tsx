import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, useLocation } from '#web/lib/router';
import type { Language } from '@atrium/shared/languages';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import { AppRoutes } from '#web/app/router';
import { MuiScope } from '#web/components/theme/MuiScope';
import { createApiBackend } from '#web/lib/i18n/api-backend';
import { initI18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import { flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { adminHandlers } from '../api/admin.mocks';

const LOCALES = path.resolve(import.meta.dirname, '../../../../../../packages/shared/locales');
const strings = (lang: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')));

/** What GET /api/i18n/{lang}[?ns=admin] answers, from the repository's locale files. */
const load = async (lang: string, ns?: string) =>
  ns === 'admin'
    ? { admin: strings(lang, 'admin') }
    : Object.fromEntries(PUBLIC_NAMESPACES.map((name) => [name, strings(lang, name)]));

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}
const location = () => screen.getByTestId('location').textContent;

/** The whole app with the real i18n set-up (which remembers language changes), at `path`, in `lang`. */
async function renderSite(path: string, lang: Language) {
  const i18n = await initI18n({ lang, boot: null, backend: createApiBackend(load) });
  render(
    <I18nProvider i18n={i18n}>
      <MuiScope>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </MuiScope>
    </I18nProvider>,
  );
  return i18n;
}

const publicChoice = () => localStorage.getItem('i18nextLng');
const adminChoice = () => localStorage.getItem('adminLanguage');
/** The admin's dashboard heading, once the admin chunk, the role check and its strings are in. */
const dashboard = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'i18nextLng=; path=/; max-age=0';
  window.scrollTo = vi.fn();
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('role', 'MANAGER');
  server.use(
    adminHandlers.check({ role: 'MANAGER' }),
    adminHandlers.attention({ drafts: [], scheduled: [], failedReleases: [], translations: [] }),
    otherApiCallsNotFound(),
  );
});

afterEach(() => {
  localStorage.clear();
});

describe('the admin’s own language', () => {
  it('is kept apart from the public site’s: chosen in the admin, shown again after a French page', async () => {
    const user = userEvent.setup();
    await renderSite('/fr/news', 'fr');
    await waitFor(() => expect(publicChoice()).toBe('fr'));

    // From the public menu into the admin: no admin choice yet, so it opens in French.
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(await within(menu).findByRole('link', { name: 'Administration' }, { timeout: 5000 }));
    await dashboard('Tableau de bord');

    // English, chosen in the admin, is the admin's choice only.
    await user.click(screen.getByRole('button', { name: 'English' }));
    await dashboard('Dashboard');
    expect(adminChoice()).toBe('en');
    expect(publicChoice()).toBe('fr');
    expect(document.cookie).toContain('i18nextLng=fr');

    // Back to the site: in its own language, French.
    await user.click(screen.getByRole('link', { name: 'Back to the site' }));
    await waitFor(() => expect(location()).toBe('/fr/'));
    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 5000 });
    expect(document.documentElement.lang).toBe('fr');

    // And into the admin again: English, the admin's choice, although the last page was French.
    const again = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(await within(again).findByRole('link', { name: 'Administration' }, { timeout: 5000 }));
    await dashboard('Dashboard');
    expect(publicChoice()).toBe('fr');
  }, 40_000);

  it('opens a page load of /admin in the admin’s language, leaving the public choice alone', async () => {
    localStorage.setItem('adminLanguage', 'ko');
    // What main.tsx detects for /admin: the public site's stored language.
    await renderSite('/admin', 'fr');
    await dashboard('대시보드');
    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeTruthy();
    expect(publicChoice()).toBe('fr');
    expect(adminChoice()).toBe('ko');
  }, 30_000);
});
