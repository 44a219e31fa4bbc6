import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import axe from 'axe-core';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import type { TodayResponse } from '@atrium/shared/api/today';
import enHome from '@atrium/shared/locales/en/home.json';
import enEvents from '@atrium/shared/locales/en/events.json';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { signIn } from '#web/test/render-app';
import { checkInHandlers, dayThreeState } from '#web/components/check-in/check-in.mocks';
import { TodayPanel } from './TodayPanel';

const text = (key: string, values: Record<string, string | number> = {}) =>
  (flatten(enHome)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** 12 November at the venue: a show on, a check-in event running, no session today (the next on the 14th). */
const TODAY: TodayResponse = {
  today: '2026-11-12',
  timezone: 'Asia/Seoul',
  exhibitions: [
    { slug: 'founders', title: 'Founders', place: '2F', startsOn: '2019-05-01', endsOn: null, lang: 'en' },
    { slug: 'letters', title: 'Letters', place: '', startsOn: '2026-09-01', endsOn: '2027-02-28', lang: 'en' },
  ],
  events: {
    when: 'today',
    date: '2026-11-12',
    items: [
      { id: 5, title: 'Autumn check-in', startDate: '2026-11-10', endDate: '2026-12-07', checkIn: true, lang: 'en' },
    ],
  },
  sessions: {
    when: 'next',
    date: '2026-11-14',
    items: [
      {
        id: 9,
        categoryId: 1,
        programId: 2,
        title: 'Lecture 1',
        programTitle: 'History lectures',
        place: 'Main Hall',
        startsAt: '2026-11-14T05:00:00.000Z',
        endsAt: '2026-11-14T06:30:00.000Z',
        time: '2:00 – 3:30 PM GMT+9',
        lang: 'en',
      },
    ],
  },
};

/** The block at /en/, its data in the cache as the HTML's boot data puts it. */
async function renderPanel(data: TodayResponse) {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'home', flatten(enHome));
  i18n.addResourceBundle('en', 'events', flatten(enEvents));
  const client = new ReadCache();
  client.setQueryData(PREFETCH_KEYS.today('en'), data);
  return render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={client}>
        <MemoryRouter initialEntries={['/en/']}>
          <Routes>
            <Route path="/:lang/" element={<TodayPanel />} />
          </Routes>
        </MemoryRouter>
      </ReadCacheProvider>
    </I18nProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('today at the memorial', () => {
  it('lists what is on today with links, says which items are the next ones, and nothing moves', async () => {
    const view = await renderPanel(TODAY);
    const block = screen.getByRole('region', { name: text('today.title') });
    expect(within(block).getByText('November 12, 2026')).toBeTruthy();
    const shows = within(block).getByRole('region', { name: text('today.exhibitions') });
    expect(within(shows).getByRole('link', { name: 'Founders' }).getAttribute('href')).toBe('/en/exhibitions/founders');
    expect(within(shows).getByText(/Permanent exhibition/)).toBeTruthy();
    expect(within(shows).getByText('Until February 28, 2027')).toBeTruthy();
    const events = within(block).getByRole('region', { name: text('today.eventsToday') });
    expect(within(events).getByRole('link', { name: 'Autumn check-in' }).getAttribute('href')).toBe('/en/event/5');
    // No session today: the column says these are the next, and on which day.
    const sessions = within(block).getByRole('region', { name: text('today.sessionsNext') });
    expect(within(sessions).getByText(text('today.sessionsNextNote', { date: 'November 14, 2026' }))).toBeTruthy();
    expect(within(sessions).getByRole('link', { name: 'Lecture 1' }).getAttribute('href')).toBe('/en/program/1/2/9');
    expect(within(sessions).getByText(/2:00 – 3:30 PM GMT\+9/)).toBeTruthy();
    // A visitor's block: no check-in card, no carousel controls.
    expect(within(block).queryByRole('button')).toBeNull();
    expect(within(block).queryByRole('region', { name: text('checkInCard.title') })).toBeNull();
    const results = await axe.run(view.container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when nothing is on or ahead', async () => {
    await renderPanel({
      ...TODAY,
      exhibitions: [],
      events: { when: 'none', date: null, items: [] },
      sessions: { when: 'none', date: null, items: [] },
    });
    for (const key of ['today.noExhibitions', 'today.noEvents', 'today.noSessions'])
      expect(screen.getByText(text(key))).toBeTruthy();
  });

  it("gives a signed-in member the running check-in event's card", async () => {
    signIn();
    server.use(checkInHandlers.checkIns(dayThreeState([1])));
    await renderPanel(TODAY);
    const card = await screen.findByRole('region', { name: flatten(enEvents)['checkInCard.title'] });
    expect(await within(card).findByRole('button', { name: flatten(enEvents)['checkIn.button'] })).toBeTruthy();
  });
});
