import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter } from '#web/lib/router';
import { http } from 'msw';
import type { ContentItem, TranslationState } from '@atrium/shared/api/content-admin';
import type { Language } from '@atrium/shared/languages';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { apiError } from '#web/test/http';

/** A call the page made: method, path (without /api), JSON body and the version it names (If-Match). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

type Reply = (call: ApiCall) => Response | undefined;

/**
 * Stands in for the API (through the web tests' MSW server, test/msw.ts): each reply answers the
 * calls it knows, in order; anything else is a 404. Returns the calls made, for assertions.
 */
export function mockApi(...replies: Reply[]): ApiCall[] {
  const calls: ApiCall[] = [];
  const handler = http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    // A JSON body is recorded; a file upload (multipart) is not.
    const json = request.headers.get('content-type')?.startsWith('application/json');
    const body = json ? ((await request.json()) as unknown) : undefined;
    const call = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body,
      ifMatch: request.headers.get('if-match'),
    };
    calls.push(call);
    for (const reply of replies) {
      const response = reply(call);
      if (response) return response;
    }
    return apiError(404, 'NOT_FOUND');
  });
  server.use(handler);
  return calls;
}

/** The calls that change something: not reads, nor an open editor's presence heartbeat. */
export const writes = (calls: readonly ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/presence'));

/** A reply to one method and path. */
export const on =
  (method: string, path: string, answer: (call: ApiCall) => Response): Reply =>
  (call) =>
    call.method === method && call.path === path ? answer(call) : undefined;

/** Renders admin content UI with the app's providers (English strings, a fresh query cache, a router). */
export async function renderContent(ui: ReactNode, { path = '/admin/content' }: { path?: string } = {}) {
  const i18n = await createTestI18n('en');
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** A state for every language (the wire schema wants all five), some set apart: states('ok', { en: 'stale' }). */
export const states = (
  all: TranslationState,
  some: Partial<Record<Language, TranslationState>> = {},
): Record<Language, TranslationState> => ({
  ko: some.ko ?? all,
  en: some.en ?? all,
  ja: some.ja ?? all,
  es: some.es ?? all,
  fr: some.fr ?? all,
});

/** A stored item as GET /api/admin/content/{type}/{id} answers it. */
export const storedItem = (draft: Record<string, unknown>, extra: Partial<ContentItem> = {}): ContentItem => ({
  id: 1,
  version: 1,
  status: 'draft',
  draft,
  published: null,
  publishAt: null,
  unpublishAt: null,
  updatedAt: '2026-04-10T01:00:00.000Z',
  updatedBy: 'editor@example.org',
  languages: { ko: 'ok', en: 'ok', ja: 'missing', es: 'missing', fr: 'missing' },
  fieldLanguages: {},
  scheduleFailure: null,
  ...extra,
});
