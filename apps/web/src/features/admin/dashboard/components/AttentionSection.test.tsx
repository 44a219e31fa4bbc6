import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '#web/lib/i18n/react';
import { MemoryRouter } from '#web/lib/router';
import type { Attention } from '@atrium/shared/api/content-admin';
import type { Language } from '@atrium/shared/languages';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { adminHandlers } from '#web/features/admin/api/admin.mocks';
import { AdminRoleContext, type StaffRole } from '#web/features/admin/lib/admin-role';
import AdminHomePage from '../pages/AdminHomePage';

const ATTENTION: Attention = {
  drafts: [
    {
      type: 'main-slides',
      id: 7,
      title: 'Faith, remembered',
      status: 'changed',
      updatedAt: '2026-04-10T01:00:00.000Z',
      publishAt: null,
      unpublishAt: null,
      scheduleFailure: null,
    },
    {
      type: 'pages',
      id: 'history',
      title: '',
      status: 'draft',
      updatedAt: '2026-04-09T23:30:00.000Z',
      publishAt: null,
      unpublishAt: null,
      scheduleFailure: null,
    },
  ],
  scheduled: [
    {
      type: 'exhibitions',
      id: 3,
      title: 'Light and Stone',
      status: 'scheduled',
      updatedAt: '2026-04-08T00:00:00.000Z',
      publishAt: '2026-04-20T00:00:00.000Z',
      unpublishAt: null,
      scheduleFailure: null,
    },
  ],
  failedReleases: [],
  translations: [
    { type: 'spaces', lang: 'en', total: 6, missing: 2, stale: 1 },
    { type: 'spaces', lang: 'ja', total: 6, missing: 0, stale: 3 },
  ],
};
const EMPTY: Attention = { drafts: [], scheduled: [], failedReleases: [], translations: [] };

beforeEach(() => {
  localStorage.setItem('accessToken', 'access');
});

afterEach(() => {
  localStorage.clear();
});

/** The dashboard with the API answering `attention` (statistics calls get empty figures). */
async function renderDashboard(
  attention: Attention,
  { lang = 'en', role = 'MANAGER' } = {} as {
    lang?: Language;
    role?: StaffRole;
  },
) {
  server.use(
    adminHandlers.attention(attention),
    adminHandlers.pageViews({ days: 30, total: 0, languages: [], pages: [] }),
    otherApiCallsNotFound(),
  );
  const i18n = await createTestI18n(lang);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin']}>
          <AdminRoleContext value={role}>
            <AdminHomePage />
          </AdminRoleContext>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByRole('region', { name: lang === 'en' ? 'Needs attention' : '확인이 필요한 콘텐츠' });
}

const part = (section: HTMLElement, name: RegExp) => within(section).getByRole('region', { name });
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('the dashboard: what needs attention', () => {
  it('lists drafts, scheduled changes and translations to do, each linking to where it is done', async () => {
    const section = await renderDashboard(ATTENTION);
    const drafts = await within(section).findByRole('region', { name: 'Drafts not yet published (2)' });
    expect(within(drafts).getByRole('link', { name: 'Faith, remembered' }).getAttribute('href')).toBe(
      '/admin/content/main-slides/7',
    );
    expect(within(drafts).getByRole('link', { name: '(untitled, history)' }).getAttribute('href')).toBe(
      '/admin/content/pages/history',
    );
    // The status, and when it last changed in the venue's time (Asia/Seoul).
    expect(text(drafts)).toContain('Published, changed since');
    expect(text(drafts)).toContain('Last changed Apr 10, 2026, 10:00 AM GMT+9');
    expect(text(drafts)).toContain('Main slides');

    const scheduled = part(section, /^Scheduled changes \(1\)$/);
    expect(within(scheduled).getByRole('link', { name: 'Light and Stone' }).getAttribute('href')).toBe(
      '/admin/content/exhibitions/3',
    );
    expect(text(scheduled)).toContain('Publishes Apr 20, 2026, 9:00 AM GMT+9');

    const translations = part(section, /^Translations to do \(1\)$/);
    expect(within(translations).getByRole('link', { name: 'Spaces' }).getAttribute('href')).toBe(
      '/admin/content/spaces',
    );
    expect(text(translations)).toContain('English: 2 missing · 1 outdated');
    expect(text(translations)).toContain('Japanese: 0 missing · 3 outdated');

    // No card saying event management is not there yet.
    expect(screen.queryByText(/event management/i)).toBeNull();

    // The page alone, outside the admin layout's landmarks: check the section.
    const result = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`)).toEqual(
      [],
    );
  });

  it('lists releases that could not go live and scheduled changes that failed, with why', async () => {
    const section = await renderDashboard({
      ...EMPTY,
      scheduled: [
        {
          type: 'artworks',
          id: 12,
          title: 'Moon Jar',
          status: 'scheduled',
          updatedAt: '2026-04-08T00:00:00.000Z',
          publishAt: '2026-04-09T00:00:00.000Z',
          unpublishAt: null,
          scheduleFailure: {
            at: '2026-04-09T00:00:10.000Z',
            code: 'VALIDATION_FAILED',
            fields: { 'title.en': 'REQUIRED' },
          },
        },
      ],
      failedReleases: [
        {
          id: 3,
          title: 'Spring opening',
          at: null,
          failure: { type: 'exhibitions', id: 5, code: 'NOT_FOUND', at: '2026-04-10T02:00:00.000Z' },
        },
      ],
    });
    const releases = await within(section).findByRole('region', { name: 'Releases that could not go live (1)' });
    expect(within(releases).getByRole('link', { name: 'Spring opening' }).getAttribute('href')).toBe(
      '/admin/releases/3',
    );
    expect(text(releases)).toContain('Exhibitions');
    expect(text(releases)).toContain('What you asked for could not be found.');

    const scheduled = part(section, /^Scheduled changes \(1\)$/);
    expect(within(scheduled).getByRole('link', { name: 'Moon Jar' }).getAttribute('href')).toBe(
      '/admin/content/artworks/12',
    );
    expect(text(scheduled)).toContain('Schedule failed');
    expect(text(scheduled)).toContain('Check the entered information.');
    expect(text(scheduled)).toMatch(/Title \(.+\): This field is required\./);

    const result = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('lists the UI strings’ gaps too, linking to the translation screen', async () => {
    const section = await renderDashboard({
      ...EMPTY,
      translations: [{ type: 'ui-strings', lang: 'fr', total: 900, missing: 4, stale: 2 }],
    });
    const translations = await within(section).findByRole('region', { name: /^Translations to do \(1\)$/ });
    expect(within(translations).getByRole('link', { name: 'UI strings' }).getAttribute('href')).toBe(
      '/admin/settings/translation',
    );
    expect(text(translations)).toContain('French: 4 missing · 2 outdated');
  });

  it('says kindly when nothing needs attention', async () => {
    const section = await renderDashboard(EMPTY);
    expect(await within(section).findByText('No drafts are waiting: everything has been published.')).toBeTruthy();
    expect(within(section).getByText(/^Nothing is scheduled\./)).toBeTruthy();
    expect(within(section).getByText(/^Every text is translated and up to date/)).toBeTruthy();
  });

  it('speaks the admin’s language, times in the venue’s zone', async () => {
    const section = await renderDashboard(ATTENTION, { lang: 'ko' });
    const drafts = await within(section).findByRole('region', { name: '아직 게시하지 않은 초안 (2)' });
    expect(text(drafts)).toMatch(/마지막 수정 2026\. 4\. 10\. (오전|AM) 10:00/);
    expect(text(part(section, /^번역할 내용/))).toContain('영어: 번역 없음 2건 · 다시 볼 번역 1건');
  });

  it('tells an ADMIN why page views from this machine are not counted', async () => {
    await renderDashboard(EMPTY, { role: 'ADMIN' });
    const views = await screen.findByRole('region', { name: 'Page views (last 30 days)' });
    expect(within(views).getByText(/localhost or 127\.0\.0\.1, are not counted/)).toBeTruthy();
  });
});
