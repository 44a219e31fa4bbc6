import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import enEvents from '@atrium/shared/locales/en/events.json';
import enAuth from '@atrium/shared/locales/en/auth.json';
import type { MyCheckIns } from '@atrium/shared/api/my-check-ins';
import { createQueryClient } from '#web/lib/query-client';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { giftHandlers } from '#web/components/gifts/gifts.mocks';
import { accountHandlers } from '../api/account.mocks';
import { CheckInHistory } from './CheckInHistory';

const text = (tree: unknown, key: string, values: Record<string, string | number> = {}) =>
  (flatten(tree)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const HISTORY: MyCheckIns = {
  events: [
    {
      eventId: 7,
      // Not yet in English: served in Korean.
      title: '봄 출석',
      lang: 'ko',
      startDate: '2026-03-01',
      endDate: '2026-03-28',
      days: 28,
      checkedDays: [1, 2, 5],
      gifts: [
        {
          day: 2,
          kind: 'message_card',
          format: 'sticker',
          title: 'Day 2 card',
          lang: 'en',
          contentType: 'image/png',
          width: 240,
          height: 240,
        },
      ],
    },
  ],
};

/** The API: the member's history, and the event page's receive call and file (recorded). */
function fakeServer(history: MyCheckIns) {
  const calls: string[] = [];
  const record = (request: Request) => calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.use(
    accountHandlers.checkIns(history),
    giftHandlers.receive((request) => {
      record(request);
      return {
        downloadUrl: '/api/events/7/gifts/2/download?m=1&exp=1&sig=abc',
        expiresAt: '2026-03-02T10:00:00Z',
        fileName: 'atrium-gift-day02-message_card.png',
      };
    }),
    giftHandlers.file('/api/events/7/gifts/2/download'),
  );
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/download')) record(request);
  });
  return calls;
}

async function renderHistory() {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'events', flatten(enEvents));
  render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={new ReadCache()}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/en/my']}>
            <Routes>
              <Route path="/:lang/my" element={<CheckInHistory />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ReadCacheProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('username', 'member@example.org');
  URL.createObjectURL = vi.fn(() => 'blob:gift');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  localStorage.clear();
});

describe('/my: check-ins and gifts', { timeout: 15_000 }, () => {
  it('shows each event’s days and received gifts, marking text served in another language', async () => {
    fakeServer(HISTORY);
    await renderHistory();
    const link = await screen.findByRole('link', { name: '봄 출석' });
    expect(link.getAttribute('href')).toBe('/en/event/7');
    expect(link.getAttribute('lang')).toBe('ko');
    const event = screen.getByRole('listitem', { name: '봄 출석' });
    expect(event.textContent).toContain(text(enEvents, 'checkIn.progress', { count: 3, days: 28 }));
    expect(event.textContent).toContain(text(enAuth, 'my.checkedDays', { days: '1, 2, 5' }));
    // The gift's title is English on an English page: no lang of its own.
    expect(within(event).getByText('Day 2 card').getAttribute('lang')).toBeNull();
  });

  it('downloads a received gift again through the event page’s receive screen', async () => {
    const calls = fakeServer(HISTORY);
    await renderHistory();
    const again = await screen.findByRole('button', {
      name: `${text(enEvents, 'gifts.downloadAgain')}: ${text(enEvents, 'checkIn.day', { day: 2 })}, Day 2 card`,
    });
    fireEvent.click(again);
    const dialog = await screen.findByRole('dialog', { name: text(enEvents, 'gifts.dialogTitle', { day: 2 }) });
    const download = within(dialog).getByRole('button', { name: text(enEvents, 'gifts.download') });
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    expect(calls).toContain('POST /api/events/7/gifts/2/receive');
    expect(calls).toContain('GET /api/events/7/gifts/2/download');

    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(download);
    expect(within(dialog).getByRole('status').textContent).toContain(
      text(enEvents, 'gifts.downloaded', { fileName: 'atrium-gift-day02-message_card.png' }),
    );
  });

  it('points to the events when the member has not checked in anywhere', async () => {
    fakeServer({ events: [] });
    await renderHistory();
    expect(await screen.findByText(text(enAuth, 'my.noCheckIns'))).toBeTruthy();
    expect(screen.getByRole('link', { name: text(enAuth, 'my.seeEvents') }).getAttribute('href')).toBe('/en/event');
  });
});
