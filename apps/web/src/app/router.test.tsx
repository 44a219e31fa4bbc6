import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../test/render-app';
import { server } from '../test/msw';
import { apiError, otherApiCallsNotFound } from '../test/http';
import { adminHandlers } from '../features/admin/api/admin.mocks';
import { venueHandlers } from '../features/venue/api/venue.mocks';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  // Routing, not content: the pages' own reads find nothing (a test adds the calls it is about).
  server.use(otherApiCallsNotFound());
});

describe('top-level routing', () => {
  it('sends / to the stored language', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    await renderApp('/');
    await waitFor(() => expect(location()).toBe('/fr/'));
  });

  it('sends an unknown language prefix to /ko/', async () => {
    await renderApp('/xx/news?page=2');
    await waitFor(() => expect(location()).toBe('/ko/'));
  });

  it('shows the not-found page for an unknown page under a language', async () => {
    await renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // Inside the main layout: the navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('renders the pages the spec called standalone in the main layout: navigation, search and footer', async () => {
    const ceremony = { slug: 'ceremony', title: 'Entrance Ceremony', summary: '', cover: null, sections: [] };
    server.use(venueHandlers.page({ ...ceremony, updatedAt: '2026-01-01T00:00:00Z', lang: 'en' }));
    await renderApp('/en/ceremony');
    // The page loads its chunk, then its text: more than findBy's default second on a busy machine.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Entrance Ceremony' }, { timeout: 5000 });
    expect(heading).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Entrance Ceremony' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('search', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    // The language menu names each language in its own script beside the spec's code.
    const side = nav.parentElement!;
    const options = within(within(side).getByRole('combobox', { name: 'Choose a language' })).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['KOR · 한국어', 'ko'],
      ['ENG · English', 'en'],
      ['JPN · 日本語', 'ja'],
      ['SPA · Español', 'es'],
      ['FRA · Français', 'fr'],
    ]);
  });
});

describe('access', () => {
  it('sends a visitor without a token from a member page to sign-in, with the alert and returnTo', async () => {
    await renderApp('/en/my?tab=2');
    await waitFor(() => expect(location()).toBe('/en/signin?returnTo=%2Fen%2Fmy%3Ftab%3D2'), { timeout: 5000 });
    expect((await screen.findByRole('alert')).textContent).toContain('This is a page that requires login');
  });

  it('lets a signed-in member in', async () => {
    signIn();
    await renderApp('/en/my');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Info' }, { timeout: 5000 })).toBeTruthy();
    expect(location()).toBe('/en/my');
  });

  it('sends a signed-in member away from sign-in to the home page', async () => {
    signIn();
    await renderApp('/en/signin');
    await waitFor(() => expect(location()).toBe('/en/'));
  });
});

describe('admin', () => {
  it('without a token: the alert, then sign-in returning to the admin page', async () => {
    await renderApp('/admin/users');
    // The sign-in page's chunk is compiled on first use: slow while the whole suite runs.
    await waitFor(() => expect(location()).toBe('/en/signin?returnTo=%2Fadmin%2Fusers'), { timeout: 5000 });
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toContain(
      'This is a page that requires login',
    );
  });

  it('when the admin check fails (403) goes to the home page, saying so in Korean', async () => {
    signIn();
    server.use(adminHandlers.check(() => apiError(403, 'NO_ADMIN_PERMISSION')));
    await renderApp('/admin/users');
    await waitFor(() => expect(location()).toBe('/en/'));
    // The notice among the home page's own alerts (its reads fail here: no API handlers for them).
    const alert = await waitFor(() => {
      const notice = screen.getAllByRole('alert').find((node) => node.textContent?.includes('관리자 권한이 없습니다.'));
      if (!notice) throw new Error('no notice saying the admin check failed');
      return notice;
    });
    expect(alert.getAttribute('lang')).toBe('ko');
  });

  it('opens the admin shell for staff, with every section for an ADMIN', async () => {
    signIn();
    server.use(adminHandlers.check({ role: 'ADMIN' }));
    await renderApp('/admin/event');
    // The first render of the admin chunk transforms many modules: allow it more than a second.
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 15_000 });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Audit Log' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Check-in, gifts & programs' }).getAttribute('aria-current')).toBe(
      'page',
    );
  }, 20_000);

  it('hides users and the audit log from a MANAGER, and refuses their URLs in Korean', async () => {
    signIn();
    server.use(adminHandlers.check({ role: 'MANAGER' }));
    await renderApp('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Admin menu' }, { timeout: 15_000 });
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit Log' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Translations' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 1, name: '관리자 권한이 없습니다.' });
    expect(heading.closest('[lang="ko"]')).toBeTruthy();
  }, 20_000);
});

describe('navigation', () => {
  it('switches language keeping path, query and hash', async () => {
    const user = userEvent.setup();
    await renderApp('/en/news/3?page=2#c');
    const side = (await screen.findByRole('navigation', { name: 'Main menu' })).parentElement!;
    await user.selectOptions(within(side).getByRole('combobox', { name: 'Choose a language' }), 'ja');
    await waitFor(() => expect(location()).toBe('/ja/news/3?page=2#c'));
  });

  it('scrolls to the top when the page changes, not when only the language does', async () => {
    const user = userEvent.setup();
    await renderApp('/en/news?page=2');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });

    await user.selectOptions(within(nav.parentElement!).getByRole('combobox', { name: 'Choose a language' }), 'ja');
    await waitFor(() => expect(location()).toBe('/ja/news?page=2'));
    // Let the route-change effects run before asserting that nothing scrolled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.scrollTo).not.toHaveBeenCalled();

    const events = within(nav)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/ja/event');
    await user.click(events!);
    // The next page's chunk loads first: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(location()).toBe('/ja/event'), { timeout: 5000 });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0), { timeout: 5000 });
  }, 20_000);

  it('marks the active item, and opens sub-menus from their toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/en/about/history');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });

    expect(within(nav).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    const eduToggle = within(nav).getByRole('button', { name: 'Show the Education submenu' });
    expect(eduToggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(eduToggle);
    expect(within(nav).getByRole('button', { name: 'Hide the Education submenu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Webtoons' }).getAttribute('href')).toBe('/en/edu/webtoon');
  });

  it('ends the menu with "my info" for a signed-in member, "sign in" otherwise', async () => {
    await renderApp('/en/news');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').at(-1)?.textContent).toBe('Sign In');
    cleanup();

    signIn();
    await renderApp('/en/news');
    const navSignedIn = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(navSignedIn).getAllByRole('link').at(-1)?.getAttribute('href')).toBe('/en/my');
  });

  it('offers a skip link first and a main landmark to land on', async () => {
    await renderApp('/en/news');
    const links = await screen.findAllByRole('link');
    expect(links[0]?.textContent).toBe('Skip to content');
    expect(links[0]?.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
