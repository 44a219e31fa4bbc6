import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#web/lib/router';
import enEvents from '@atrium/shared/locales/en/events.json';
import { I18nProvider } from '#web/lib/i18n/react';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { checkInHandlers, dayThreeState } from './check-in.mocks';
import { CheckInCard } from './CheckInCard';

const text = (key: string, values: Record<string, string | number> = {}) =>
  (flatten(enEvents)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Day 3 of a check-in event; the member checked in on day 1 (and, once asked, today). */
function fakeServer(checkedDays: number[]) {
  const posts: string[] = [];
  const state = () => dayThreeState(checkedDays);
  server.use(
    checkInHandlers.checkIns(state),
    checkInHandlers.checkIn((request) => {
      posts.push(new URL(request.url).pathname);
      checkedDays.push(3);
      return { ...state(), day: 3 };
    }),
  );
  return posts;
}

async function renderCard() {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'events', flatten(enEvents));
  render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={new ReadCache()}>
        <MemoryRouter initialEntries={['/en/']}>
          <CheckInCard event={{ id: 5, title: '가을 출석', lang: 'ko' }} member="kim" heading="h2" />
        </MemoryRouter>
      </ReadCacheProvider>
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: text('checkInCard.title') });
}

describe('check-in card', () => {
  it("checks the member in from a form, then says they did; the event's page is a link away", async () => {
    const posts = fakeServer([1]);
    const card = await renderCard();
    const event = within(card).getByRole('link', { name: '가을 출석' });
    expect(event.getAttribute('href')).toBe('/en/event/5');
    // A title served in Korean on an English page says so.
    expect(event.getAttribute('lang')).toBe('ko');
    expect(await within(card).findByText(text('checkIn.progress', { count: 1, days: 28 }))).toBeTruthy();
    const button = within(card).getByRole('button', { name: text('checkIn.button') });
    expect(button.closest('form')?.getAttribute('method')).toBe('post');
    fireEvent.click(button);
    expect(await within(card).findByText(text('checkIn.success', { day: 3 }))).toBeTruthy();
    expect(within(card).getByText(text('checkIn.doneToday'))).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(posts).toEqual(['/api/events/5/check-in']);
    expect(
      within(card)
        .getByRole('link', { name: text('checkInCard.toEvent') })
        .getAttribute('href'),
    ).toBe('/en/event/5');
  });

  it('shows a member who checked in today no button', async () => {
    fakeServer([1, 3]);
    const card = await renderCard();
    expect(await within(card).findByText(text('checkIn.doneToday'))).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
