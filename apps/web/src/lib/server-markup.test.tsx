import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { hydrate } from '../test/hydrate';
import { setHydrating } from './server-markup';
import { useIsSignedIn } from './session';

function SignedIn() {
  return <output>{useIsSignedIn() ? 'member' : 'visitor'}</output>;
}

afterEach(() => {
  setHydrating(false);
  localStorage.clear();
});

it('hydrates the server’s visitor unchanged, then shows the member once the page has hydrated', () => {
  localStorage.setItem('accessToken', 'access');
  const { serverHtml, recovered, endHydration } = hydrate(<SignedIn />);
  expect(serverHtml).toContain('visitor');
  expect(screen.getByRole('status').textContent).toBe('visitor');
  endHydration();
  expect(screen.getByRole('status').textContent).toBe('member');
  expect(recovered).toEqual([]);
});

it('reads the session at once on a page the browser renders itself', () => {
  localStorage.setItem('accessToken', 'access');
  render(<SignedIn />);
  expect(screen.getByRole('status').textContent).toBe('member');
});
