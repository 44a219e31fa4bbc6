import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderApp, signIn } from '#web/test/render-app';

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
});

afterEach(() => {
  localStorage.clear();
});

const signInAs = (role: string) => {
  signIn();
  localStorage.setItem('role', role);
};

/** The main menu once the page has settled (the staff item's code loads on demand). */
async function mainMenu() {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(within(nav).getByRole('link', { name: /^(My Info|Sign In)$/ })).toBeTruthy());
  return nav;
}

describe('the admin item of the public menu', () => {
  it.each(['MANAGER', 'ADMIN'])('is there for a signed-in %s, after "my info", and links to /admin', async (role) => {
    signInAs(role);
    await renderApp('/en/news');
    const nav = await mainMenu();
    const admin = await within(nav).findByRole('link', { name: 'Admin' }, { timeout: 5000 });
    expect(admin.getAttribute('href')).toBe('/admin');
    const links = within(nav).getAllByRole('link');
    expect(links.at(-2)?.getAttribute('href')).toBe('/en/my');
    expect(links.at(-1)).toBe(admin);
    const result = await axe.run(nav, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('is in the language of the page', async () => {
    signInAs('ADMIN');
    await renderApp('/ko/news', { lang: 'ko' });
    const nav = await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(
      (await within(nav).findByRole('link', { name: '관리자 페이지' }, { timeout: 5000 })).getAttribute('href'),
    ).toBe('/admin');
  });

  it('is never there for a member or a visitor', async () => {
    signInAs('USER');
    await renderApp('/en/news');
    let nav = await mainMenu();
    // Give a lazily loaded item the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    cleanup();

    localStorage.clear();
    await renderApp('/en/news');
    nav = await mainMenu();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('goes when the staff member signs out', async () => {
    signInAs('MANAGER');
    await renderApp('/en/news');
    const nav = await mainMenu();
    await within(nav).findByRole('link', { name: 'Admin' }, { timeout: 5000 });
    const { clearSession } = await import('#web/lib/session');
    clearSession();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull());
  });
});
