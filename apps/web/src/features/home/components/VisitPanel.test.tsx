import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import axe from 'axe-core';
import type { VisitResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import enHome from '@atrium/shared/locales/en/home.json';
import koHome from '@atrium/shared/locales/ko/home.json';
import esHome from '@atrium/shared/locales/es/home.json';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { visitHandlers } from '#web/components/visit/visit.mocks';
import { VisitPanel } from './VisitPanel';

const open: VisitResponse = {
  address: '25 Atrium-gil, Jongno-gu, Seoul',
  hours: [{ days: [0, 2, 3, 4, 5, 6], open: '09:30', close: '17:30' }],
  closedDays: [1],
  specialClosures: [
    { date: '2027-01-01', reason: 'New Year’s Day', lang: 'en' },
    { date: '2027-02-06', reason: 'Lunar New Year holiday', lang: 'en' },
    { date: '2027-02-07', reason: 'Seollal', lang: 'en' },
    { date: '2027-09-14', reason: 'Chuseok holiday', lang: 'en' },
  ],
  admission: 'Admission is free.\n\nGroups of twenty or more book ahead.',
  contact: { phone: '+82 2-6000-1234', email: 'contact@atrium-memorial.org' },
  openNow: true,
  today: { open: '09:30', close: '17:30' },
  lang: 'en',
  langs: { address: 'en', admission: 'en' },
};

/** The panel at /{lang}/, its data already in the cache (as the HTML's boot data puts it) unless `seeded` is false. */
async function renderPanel(lang: Language, visit: VisitResponse | null) {
  const i18n = await createTestI18n(lang);
  const home = { ko: koHome, en: enHome, es: esHome } as Record<string, object>;
  for (const l of ['ko', 'en', lang]) if (home[l]) i18n.addResourceBundle(l, 'home', flatten(home[l]));
  const client = new ReadCache();
  if (visit) client.setQueryData(PREFETCH_KEYS.visit(lang), visit);
  return render(
    <I18nProvider i18n={i18n}>
      <ReadCacheProvider cache={client}>
        <MemoryRouter initialEntries={[`/${lang}/`]}>
          <Routes>
            <Route path="/:lang/" element={<VisitPanel />} />
          </Routes>
        </MemoryRouter>
      </ReadCacheProvider>
    </I18nProvider>,
  );
}

describe('visit panel', () => {
  it('says in words that the venue is open, with today’s and the week’s hours, address, admission and contact', async () => {
    const view = await renderPanel('en', open);
    const section = screen.getByRole('region', { name: 'Plan your visit' });
    expect(within(section).getByText('Open now')).toBeTruthy();
    expect(within(section).getByText('Today: 9:30 AM to 5:30 PM')).toBeTruthy();
    // The week, Monday first: Monday closed, then Tuesday to Sunday.
    const terms = [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(terms.slice(0, 2)).toEqual([
      ['Monday', 'Closed'],
      ['Tuesday to Sunday', '9:30 AM to 5:30 PM'],
    ]);
    expect(within(section).getByText(open.address)).toBeTruthy();
    expect(within(section).getByText('Admission is free.')).toBeTruthy();
    expect(within(section).getByText('Groups of twenty or more book ahead.')).toBeTruthy();
    // The next three closures, dated.
    const closures = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(closures).toEqual([
      'Fri, January 1, 2027 · New Year’s Day',
      'Sat, February 6, 2027 · Lunar New Year holiday',
      'Sun, February 7, 2027 · Seollal',
    ]);
    expect(within(section).getByRole('link', { name: '+82 2-6000-1234' }).getAttribute('href')).toBe(
      'tel:+82260001234',
    );
    expect(within(section).getByRole('link', { name: 'How to get here' }).getAttribute('href')).toBe('/en/visit');
    expect(screen.queryByRole('note')).toBeNull();
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when it is closed now but opens today, and when it is closed all day', async () => {
    await renderPanel('en', { ...open, openNow: false });
    expect(screen.getByText('Closed now')).toBeTruthy();
    expect(screen.getByText('Today: 9:30 AM to 5:30 PM')).toBeTruthy();
    cleanup();
    await renderPanel('en', { ...open, openNow: false, today: null, specialClosures: [] });
    expect(screen.getByText('Closed today')).toBeTruthy();
    expect(screen.queryByText(/^Today:/)).toBeNull();
    expect(screen.queryByText('Upcoming closures')).toBeNull();
  });

  it('speaks Korean on the Korean page, with 24-hour times', async () => {
    await renderPanel('ko', { ...open, lang: 'ko', langs: { address: 'ko', admission: 'ko' } });
    const section = screen.getByRole('region', { name: '관람 안내' });
    expect(within(section).getByText('지금 관람하실 수 있습니다')).toBeTruthy();
    expect(within(section).getByText('오늘 관람 시간 09:30~17:30')).toBeTruthy();
    expect(within(section).getByText('화요일~일요일')).toBeTruthy();
    expect(within(section).getByText('휴관')).toBeTruthy();
  });

  it('marks texts shown in a fallback language and says so', async () => {
    const view = await renderPanel('es', { ...open, lang: 'en', langs: { address: 'en', admission: 'ko' } });
    expect(screen.getByText('Abierto ahora')).toBeTruthy();
    expect(screen.getByText('De martes a domingo')).toBeTruthy();
    expect(screen.getByText(open.address).getAttribute('lang')).toBe('en');
    expect(view.container.querySelector('[lang="ko"]')?.textContent).toContain('Admission is free.');
    expect(screen.getByRole('note').textContent).toMatch(/inglés y coreano/);
  });

  it('shows a named placeholder while the data is on its way, which axe finds nothing wrong with', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      visitHandlers.visit(async () => {
        await answered;
        return open;
      }),
    );
    const view = await renderPanel('en', null);
    await screen.findByRole('status', { name: 'Loading…' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    answer();
    expect(await screen.findByText('Open now')).toBeTruthy();
  });

  it('asks the API in the page language when the HTML did not bring the data', async () => {
    const asked: string[] = [];
    server.use(
      visitHandlers.visit((request) => {
        asked.push(`${new URL(request.url).pathname} ${request.headers.get('accept-language')}`);
        return { ...open, openNow: false, today: null };
      }),
    );
    await renderPanel('en', null);
    expect(await screen.findByText('Closed today')).toBeTruthy();
    expect(asked).toEqual(['/api/visit en']);
  });
});
