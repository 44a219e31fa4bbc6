import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { hydrate } from '../test/hydrate';
import { useIsSignedIn } from './session';

function SignedIn() {
  return <output>{useIsSignedIn() ? 'member' : 'visitor'}</output>;
}

afterEach(() => {
  localStorage.clear();
});

it('hydrates the server’s visitor unchanged, then shows the member', async () => {
  localStorage.setItem('accessToken', 'access');
  const { serverHtml, recovered } = hydrate(<SignedIn />);
  expect(serverHtml).toContain('visitor');
  expect(await screen.findByText('member')).toBeTruthy();
  expect(recovered).toEqual([]);
});

it('reads the session at once on a page the browser renders itself', () => {
  localStorage.setItem('accessToken', 'access');
  render(<SignedIn />);
  expect(screen.getByRole('status').textContent).toBe('member');
});
