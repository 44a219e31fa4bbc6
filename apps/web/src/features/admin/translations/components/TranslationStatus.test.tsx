import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter } from '#web/lib/router';
import type { TranslationRow } from '@atrium/shared/api/translations';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { noContent, otherApiCallsNotFound } from '#web/test/http';
import { adminHandlers } from '#web/features/admin/api/admin.mocks';
import TranslationPage from '../pages/TranslationPage';

const cell = (value: string, state: 'ok' | 'missing' | 'stale') => ({ value, draft: null, state });
const ROW: TranslationRow = {
  namespace: 'meta',
  key: 'aboutHistory.title',
  values: {
    ko: { value: '역사', draft: '역사 (개정)', state: 'ok' },
    en: cell('History', 'stale'),
    ja: cell('歴史', 'ok'),
    es: cell('Historia', 'stale'),
    fr: cell('', 'missing'),
  },
};
const counts = (missing: number, stale: number) => ({ total: 12, missing, stale });
const LIST = {
  items: [ROW],
  page: 1,
  pageSize: 50,
  total: 1,
  pending: 1,
  namespaces: ['meta'],
  counts: { ko: counts(0, 0), en: counts(0, 1), ja: counts(0, 0), es: counts(0, 1), fr: counts(2, 0) },
};

let requests: Array<{ method: string; url: URL; body: unknown }>;

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
  requests = [];
  const record = async (request: Request) =>
    requests.push({
      method: request.method,
      url: new URL(request.url),
      body: request.method === 'GET' ? undefined : await request.json(),
    });
  server.use(
    adminHandlers.translations(async (request) => (await record(request), LIST)),
    adminHandlers.confirmTranslation(async (request) => (await record(request), noContent())),
    otherApiCallsNotFound(),
  );
});

afterEach(() => {
  localStorage.clear();
});

async function renderPage(search = '') {
  const i18n = await createTestI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[`/admin/settings/translation${search}`]}>
          <TranslationPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByRole('table');
}
const lastList = () => requests.filter((r) => r.url.pathname === '/api/admin/translation/strings').at(-1)!.url;

describe('UI strings: translation status', () => {
  it('marks each translation ok, missing or outdated, and counts them per language', async () => {
    const table = await renderPage();
    const row = within(table).getByRole('row', { name: /aboutHistory\.title/ });
    expect(within(row).getByText('ENG: Outdated')).toBeTruthy();
    expect(within(row).getByText('JPN: Translated')).toBeTruthy();
    expect(within(row).getByText('FRA: Missing')).toBeTruthy();
    // The Korean source is never "outdated"; it shows no mark when it has a text.
    expect(within(row).queryByText(/^KOR:/)).toBeNull();
    const french = within(table).getByRole('columnheader', { name: /Français/ });
    expect(french.textContent).toContain('2 missing · 0 outdated');
  });

  it('filters by state and language through the URL and the server', async () => {
    await renderPage('?status=stale&lang=en');
    expect(lastList().searchParams.get('status')).toBe('stale');
    expect(lastList().searchParams.get('lang')).toBe('en');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Translation state' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Missing' }));
    await waitFor(() => expect(lastList().searchParams.get('status')).toBe('missing'));
    expect(lastList().searchParams.get('lang')).toBe('en');
  });

  it('confirms an outdated translation as still right, without changing its text', async () => {
    const table = await renderPage();
    const confirm = within(table).getByRole('button', { name: 'Still right: meta:aboutHistory.title (English)' });
    // Only outdated cells offer it.
    expect(within(table).getAllByRole('button', { name: /^Still right:/ })).toHaveLength(2);
    const before = requests.length;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname.endsWith('/confirm'))?.body).toEqual({
        namespace: 'meta',
        key: 'aboutHistory.title',
        lang: 'en',
      }),
    );
    // The grid asks again for the new marks and counts.
    await waitFor(() => expect(requests.slice(before).some((r) => r.url.pathname.endsWith('/strings'))).toBe(true));
  });

  it('shows the Korean source above a translation being edited', async () => {
    const table = await renderPage();
    fireEvent.click(within(table).getByText('History'));
    const korean = await screen.findByText('Korean source');
    expect(korean.parentElement?.textContent).toContain('역사 (개정)');
    expect(korean.parentElement?.textContent).toContain('The Korean text changed after this translation was saved.');
  });
});
