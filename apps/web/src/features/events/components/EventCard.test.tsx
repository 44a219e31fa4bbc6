import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter } from '#web/lib/router';
import type { EventSummary } from '@atrium/shared/api/events';
import { createTestI18n } from '#web/test/test-i18n';
import { EventCard } from './EventCard';

const EVENT: EventSummary = {
  id: 3,
  // No Japanese text yet: served in English on the Japanese list.
  title: 'Autumn check-in',
  summary: 'Check in daily and receive gifts.',
  status: 'inProgress',
  startDate: '2026-11-10',
  endDate: '2026-12-07',
  location: 'Main hall',
  target: '',
  program: '',
  organizer: '',
  cover: null,
  checkIn: true,
  lang: 'en',
};

async function renderCard(event: EventSummary) {
  const i18n = await createTestI18n('ja');
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <EventCard event={event} lang="ja" />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole('article');
}

describe('an event card on a Japanese list', () => {
  it('marks the texts served in English as English, and only those', async () => {
    const card = await renderCard(EVENT);
    expect(screen.getByRole('heading', { name: 'Autumn check-in' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Check in daily and receive gifts.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Main hall').closest('[lang]')?.getAttribute('lang')).toBe('en');
    // The card itself, its date (written in Japanese) and its labels stay in the page's language.
    expect(card.getAttribute('lang')).toBeNull();
    const date = card.querySelector('time');
    expect(date?.closest('[lang]')).toBeNull();
  });

  it('adds no lang where the text is in the page’s language', async () => {
    const card = await renderCard({ ...EVENT, title: '秋の出席チェック', lang: 'ja' });
    expect(card.querySelector('[lang]')).toBeNull();
  });
});
