import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { Translator } from '#web/lib/i18n/translator';
import enEvents from '@atrium/shared/locales/en/events.json';
import { flatten } from '#web/test/test-i18n';
import { checkInDays } from '../lib/check-in-days';
import { CheckInCalendar } from './CheckInCalendar';

function renderCalendar(checkedDays: number[]) {
  const i18n = new Translator({
    lng: 'en',
    ns: ['events'],
    defaultNS: 'common',
    resources: { en: { events: flatten(enEvents) } },
  });
  const days = checkInDays({ days: 28, startDate: '2026-11-10', today: '2026-11-12', checkedDays });
  render(
    <I18nProvider i18n={i18n}>
      <CheckInCalendar days={days} lang="en" />
    </I18nProvider>,
  );
  return within(screen.getByRole('list', { name: 'Check-in calendar' })).getAllByRole('listitem');
}

describe('CheckInCalendar', () => {
  it('says for each of the 28 days its date and whether the member checked in', async () => {
    const items = renderCalendar([1]);
    expect(items).toHaveLength(28);
    expect(items[0]?.textContent).toContain('Day 1, November 10, 2026: checked in');
    expect(items[1]?.textContent).toContain('Day 2, November 11, 2026: not checked in');
    expect(items[2]?.textContent).toContain('Day 3, November 12, 2026: today, not checked in yet');
    expect(items[3]?.textContent).toContain('Day 4, November 13, 2026: still to come');
  });

  it('marks today as the current date, checked once the member has checked in', async () => {
    const items = renderCalendar([3]);
    const today = items.filter((item) => item.getAttribute('aria-current') === 'date');
    expect(today).toHaveLength(1);
    expect(today[0]?.getAttribute('data-state')).toBe('checked');
    expect(today[0]?.textContent).toContain('Today');
  });
});
