import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#web/lib/router';
import type { SiteLinks } from '@atrium/shared/api/site';
import { ReadCache } from '#web/lib/reads';
import { createTestI18n } from '#web/test/test-i18n';
import { AppProviders } from '../App';
import { AppRoutes } from '../router';

/** The `site` singleton as staff published it: nothing here is in the code. */
const published: SiteLinks = {
  managingBody: { ko: '테스트 운영 재단', en: 'Test Foundation' },
  managingBodyUrl: 'https://foundation.example.org',
  contactEmail: 'desk@example.org',
  social: [
    { network: 'x', url: 'https://x.com/atrium-test' },
    { network: 'kakao', url: 'https://pf.kakao.com/_test' },
  ],
  iosUrl: 'https://apps.apple.com/app/id9',
  androidUrl: '',
};

async function renderPage(site: SiteLinks | null) {
  const i18n = await createTestI18n('en');
  render(
    <AppProviders i18n={i18n} reads={new ReadCache()} site={site}>
      <MemoryRouter initialEntries={['/en/no-such-page']}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  // The side drawer's code comes apart from the first load (MainLayout): wait for it.
  await screen.findByRole('list', { name: 'Social media' });
}

const footer = () => screen.getByRole('contentinfo');
const channels = () => screen.getByRole('list', { name: 'Social media' });

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('the footer and the side navigation show the site singleton', () => {
  it('credits the managing body and links the contact e-mail staff set', async () => {
    await renderPage(published);
    const body = within(footer()).getByRole('link', { name: /^Test Foundation\s*\(opens in a new tab\)$/ });
    expect(body.getAttribute('href')).toBe('https://foundation.example.org');
    expect(body.getAttribute('target')).toBe('_blank');
    expect(within(footer()).getByRole('link', { name: 'desk@example.org' }).getAttribute('href')).toBe(
      'mailto:desk@example.org',
    );
    expect(footer().textContent).not.toContain('Atrium Memorial Foundation');
  });

  it('shows the Korean name, marked as Korean, where the page language has none', async () => {
    await renderPage({ ...published, managingBody: { ko: '테스트 운영 재단' } });
    const body = within(footer()).getByRole('link', { name: /^테스트 운영 재단/ });
    expect(body.querySelector('[lang="ko"]')?.textContent).toBe('테스트 운영 재단');
  });

  it('lists the channels in the order staff set, then the stores; an unset store leads to the app page', async () => {
    await renderPage(published);
    const links = within(channels()).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['X (Twitter) (opens in a new tab)', 'https://x.com/atrium-test', '_blank'],
      ['KakaoTalk channel (opens in a new tab)', 'https://pf.kakao.com/_test', '_blank'],
      ['Download on the App Store (opens in a new tab)', 'https://apps.apple.com/app/id9', '_blank'],
      ['Get it on Google Play', '/en/app', null],
    ]);
  });

  it('renders no link the link rule refuses, whatever is stored: site paths go under the language', async () => {
    await renderPage({
      ...published,
      managingBodyUrl: 'HTTPS:/evil.example',
      social: [
        { network: 'x', url: 'https:evil.example' },
        { network: 'blog', url: 'a/../..//evil.example' },
        { network: 'youtube', url: 'about/history' },
      ],
      iosUrl: '/\\evil.example',
      androidUrl: 'https://user@evil.example',
    });
    const hrefs = [...document.querySelectorAll('a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('mailto:'));
    expect(hrefs.filter((href) => /evil|\\|\.\.|^[a-z]+:[^/]/i.test(href))).toEqual([]);
    // The credit stays, as text.
    expect(footer().textContent).toContain('Test Foundation');
    expect(within(footer()).queryByRole('link', { name: /Test Foundation/ })).toBeNull();
    expect(
      within(channels())
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['YouTube', '/en/about/history', null],
      ['Download on the App Store', '/en/app', null],
      ['Get it on Google Play', '/en/app', null],
    ]);
  });

  it('shows no channel, credit or contact the singleton does not give', async () => {
    await renderPage(null);
    expect(
      within(channels())
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/app', '/en/app']);
    expect(within(footer()).queryByRole('link', { name: /opens in a new tab/ })).toBeNull();
    expect(within(footer()).queryByRole('link', { name: /@/ })).toBeNull();
  });
});
