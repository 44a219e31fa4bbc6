import { afterEach, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setHydrating } from './server-markup';
import { useIsSignedIn } from './session';

function SignedIn() {
  return <output>{useIsSignedIn() ? 'member' : 'visitor'}</output>;
}

afterEach(() => {
  setHydrating(false);
  localStorage.clear();
});

it('renders the server’s visitor while the page hydrates, and the member once hydration is over', () => {
  localStorage.setItem('accessToken', 'access');
  setHydrating(true);
  render(<SignedIn />);
  expect(screen.getByRole('status').textContent).toBe('visitor');

  act(() => setHydrating(false));
  expect(screen.getByRole('status').textContent).toBe('member');
});

it('reads the session at once on a page the browser renders itself', () => {
  localStorage.setItem('accessToken', 'access');
  render(<SignedIn />);
  expect(screen.getByRole('status').textContent).toBe('member');
});
