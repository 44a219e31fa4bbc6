import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ExhibitionSummary } from '@atrium/shared/api/edu';
import { renderApp } from '#web/test/render-app';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { exhibitionHandlers } from '../api/exhibitions.mocks';

beforeAll(() => import('./ExhibitionsPage'), 30_000);

const exhibition = (
  id: number,
  title: string,
  status: ExhibitionSummary['status'],
  endsOn: string | null,
): ExhibitionSummary => ({
  id,
  slug: `e${id}`,
  title,
  summary: 'A summary.',
  place: 'Hall 1',
  startsOn: '2026-01-01',
  endsOn,
  status,
  cover: null,
  artworkCount: 3,
  lang: 'en',
});

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  document.documentElement.lang = 'en';
  server.use(
    exhibitionHandlers.exhibitions({
      items: [
        exhibition(1, 'The Garden in Photographs', 'past', '2026-09-10'),
        exhibition(2, 'The Founders', 'inProgress', null),
        exhibition(3, 'Letters across the Sea', 'inProgress', '2027-03-01'),
        exhibition(4, 'Winter Lights', 'upcoming', '2027-02-01'),
      ],
    }),
    otherApiCallsNotFound(),
  );
});

/** The titles of the exhibitions under a group's heading. */
const titlesUnder = (heading: HTMLElement) =>
  within(heading.closest('section') as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the exhibitions list', () => {
  it('puts what is on now first, then what is coming, then what has ended, each with its badge', async () => {
    await renderApp('/en/exhibitions');
    await screen.findByRole('link', { name: 'The Founders' }, { timeout: 10_000 });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Now on', 'Upcoming', 'Past exhibitions']);
    const [now, upcoming, past] = headings as [HTMLElement, HTMLElement, HTMLElement];
    expect(titlesUnder(now)).toEqual(['The Founders', 'Letters across the Sea']);
    expect(titlesUnder(upcoming)).toEqual(['Winter Lights']);
    expect(titlesUnder(past)).toEqual(['The Garden in Photographs']);
    expect(within(past.closest('section') as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(within(now.closest('section') as HTMLElement).queryByText('Ended')).toBeNull();
  });
});
