import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import enEvents from '@atrium/shared/locales/en/events.json';
import type { CheckInState, EventDetail, Gift } from '@atrium/shared/api/events';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { giftHandlers } from '#web/components/gifts/gifts.mocks';
import { eventHandlers } from '../api/events.mocks';
import EventPage from './EventPage';

const text = (key: string, values: Record<string, string | number> = {}) =>
  (flatten(enEvents)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Day 3 of a check-in event that started on 10 November; the member checked in on day 1 only. */
const EVENT: EventDetail = {
  id: 5,
  title: 'Autumn check-in',
  summary: '',
  status: 'inProgress',
  startDate: '2026-11-10',
  endDate: '2026-12-07',
  location: '',
  target: '',
  program: '',
  organizer: '',
  cover: null,
  checkIn: true,
  body: '',
  images: [],
  programs: [],
  checkInDays: 28,
  today: '2026-11-12',
  timezone: 'Asia/Seoul',
  lang: 'en',
};

/** The API holding one member's check-ins and received gifts. */
function fakeServer({ checkedDays }: { checkedDays: number[] }) {
  const received = new Set<number>();
  const state = (): CheckInState => ({
    eventId: 5,
    days: 28,
    startDate: EVENT.startDate,
    endDate: EVENT.endDate,
    timezone: 'Asia/Seoul',
    today: EVENT.today,
    todayDay: 3,
    open: true,
    checkedToday: checkedDays.includes(3),
    checkedDays: [...checkedDays],
    count: checkedDays.length,
  });
  const gift = (day: number): Gift => ({
    day,
    kind: 'message_card',
    format: 'wallpaper',
    title: `Card ${day}`,
    unlocked: checkedDays.includes(day),
    received: received.has(day),
    available: true,
    contentType: 'image/png',
    width: 1080,
    height: 1920,
    lang: 'en',
  });
  const receivedFile = (day: string) => ({
    downloadUrl: `/api/events/5/gifts/${day}/file?sig=abc`,
    expiresAt: '2026-11-12T10:00:00Z',
    fileName: `atrium-gift-day0${day}-message_card.png`,
  });
  server.use(
    eventHandlers.event(EVENT),
    eventHandlers.checkIns(state),
    eventHandlers.checkIn(() => {
      checkedDays.push(3);
      return { ...state(), day: 3 };
    }),
    eventHandlers.gifts(() => ({ eventId: 5, days: 28, gifts: Array.from({ length: 28 }, (_, i) => gift(i + 1)) })),
    giftHandlers.receive((request) => {
      const day = new URL(request.url).pathname.split('/').at(-2)!;
      received.add(Number(day));
      return receivedFile(day);
    }),
    giftHandlers.file('/api/events/5/gifts/:day/file'),
  );
}

async function renderEventPage() {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'events', flatten(enEvents));
  render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={new ReadCache()}>
        <MemoryRouter initialEntries={['/en/event/5']}>
          <Routes>
            <Route path="/:lang/event/:id" element={<EventPage />} />
          </Routes>
        </MemoryRouter>
      </ReadCacheProvider>
    </I18nProvider>,
  );
  return screen.findByRole('region', { name: text('checkIn.title') });
}

const gifts = () => screen.getByRole('list', { name: text('gifts.list') });
const tile = (day: number) => gifts().querySelector<HTMLElement>(`li[data-day="${day}"]`)!;

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
  localStorage.setItem('username', 'member@example.org');
  URL.createObjectURL = vi.fn(() => 'blob:gift');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  localStorage.clear();
});

// The first render loads MUI and the page: slow on a busy machine.
describe('the check-in on the event page', { timeout: 15_000 }, () => {
  it('after checking in, says "checked in today" on a disabled button and links to the gift', async () => {
    fakeServer({ checkedDays: [1] });
    const panel = await renderEventPage();
    const button = await within(panel).findByRole('button', { name: text('checkIn.button') });
    expect((button as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button);
    const done = await within(panel).findByRole('button', { name: text('checkIn.doneToday') });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: text('checkIn.button') })).toBeNull();
    const status = within(panel).getByRole('status');
    await waitFor(() => expect(status.textContent).toContain(text('checkIn.success', { day: 3 })));

    // The "gift ready" message leads to today's gift: its receive screen opens.
    const link = within(status).getByRole('link', { name: text('checkIn.openGift') });
    expect(link.getAttribute('href')).toBe('#gift-day-3');
    await waitFor(() => expect(within(tile(3)).queryByRole('button')).not.toBeNull());
    fireEvent.click(link);
    expect(await screen.findByRole('dialog', { name: text('gifts.dialogTitle', { day: 3 }) })).toBeTruthy();
  });

  it('on a later visit the same day, the button stays disabled and today’s gift is still a link away', async () => {
    fakeServer({ checkedDays: [1, 3] });
    const panel = await renderEventPage();
    expect(
      ((await within(panel).findByRole('button', { name: text('checkIn.doneToday') })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(panel).getByRole('link', { name: text('checkIn.openGift') })).toBeTruthy();
  });

  it('explains that a missed day cannot be made up, on the calendar and on its gift', async () => {
    fakeServer({ checkedDays: [1] });
    const panel = await renderEventPage();
    expect(await within(panel).findByText(text('checkIn.missedNote'))).toBeTruthy();
    // Day 2 was missed: locked for good; day 4 is still to come.
    await waitFor(() => expect(tile(2).textContent).toContain(text('gifts.missedHint')));
    expect(tile(4).textContent).toContain(text('gifts.lockedHint', { day: 4 }));
    expect(tile(4).textContent).not.toContain(text('gifts.missedHint'));
  });

  it('says nothing of missed days when none was missed', async () => {
    fakeServer({ checkedDays: [1, 2] });
    const panel = await renderEventPage();
    await within(panel).findByText(text('checkIn.progress', { count: 2, days: 28 }));
    expect(within(panel).queryByText(text('checkIn.missedNote'))).toBeNull();
  });

  it('offers "download again" only after a download', async () => {
    fakeServer({ checkedDays: [1] });
    await renderEventPage();
    await waitFor(() => expect(within(tile(1)).queryByRole('button')).not.toBeNull());
    fireEvent.click(within(tile(1)).getByRole('button', { name: /^Receive: / }));
    const dialog = await screen.findByRole('dialog', { name: text('gifts.dialogTitle', { day: 1 }) });
    const download = await within(dialog).findByRole('button', { name: text('gifts.download') });
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    expect(within(dialog).queryByRole('button', { name: text('gifts.downloadAgain') })).toBeNull();

    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(download);
    expect(
      (within(dialog).getByRole('button', { name: text('gifts.downloadAgain') }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(within(dialog).getByRole('status').textContent).toContain(
      text('gifts.downloaded', { fileName: 'atrium-gift-day01-message_card.png' }),
    );
    // Received: the tile opens it again (no "download again" where nothing was saved).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(tile(1)).getByRole('button').textContent).toBe(text('gifts.open')));
  });
});
