import { Suspense, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrate } from '../test/hydrate';
import { lazyPart, preloadLazyParts, ServerMarkupOnly } from './page-parts';
import { setHydrating } from './server-markup';

afterEach(() => setHydrating(false));

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>pressed {count}</button>;
}

// Before the next test: the first input is heard once a page, and this one has none.
it('hydrates a form part whose code is asked for (a form the server answered) without waiting for an input', async () => {
  const ServerPart = lazyPart('answered-form', () => Promise.resolve(Counter), 'first-input');
  await preloadLazyParts();
  const load = vi.fn(() => Promise.resolve(Counter));
  const BrowserPart = lazyPart('answered-form', load, 'first-input');
  const { recovered } = hydrate(<ServerPart />, <BrowserPart />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(load).not.toHaveBeenCalled();
  act(() => BrowserPart.load());
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).not.toBe('pressed 0');
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(recovered).toEqual([]);
});

it('hydrates a form part only once the visitor’s first input has fetched its code, its markup standing meanwhile', async () => {
  // The server's renderer has loaded its part; the browser's comes with no code yet.
  const ServerPart = lazyPart('test-form', () => Promise.resolve(Counter), 'first-input');
  await preloadLazyParts();
  const load = vi.fn(() => Promise.resolve(Counter));
  const BrowserPart = lazyPart('test-form', load, 'first-input');
  const { recovered, endHydration } = hydrate(<ServerPart />, <BrowserPart />);
  // The server's markup, before and after the rest of the page has hydrated: no code asked for.
  endHydration();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole('button').textContent).toBe('pressed 0');
  expect(load).not.toHaveBeenCalled();
  // The first input fetches it, and React hydrates the part: the button answers.
  fireEvent.focusIn(document.body);
  await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).not.toBe('pressed 0');
  });
  expect(recovered).toEqual([]);
});

it('keeps the server’s markup of a part this screen does not show, without a mismatch', async () => {
  function Page({ server }: { server: boolean }) {
    return (
      <main>
        <Suspense fallback={null}>{server ? <nav>desktop drawer</nav> : <ServerMarkupOnly />}</Suspense>
        <p>page</p>
      </main>
    );
  }
  const { recovered } = hydrate(<Page server />, <Page server={false} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByText('desktop drawer')).toBeTruthy();
  expect(recovered).toEqual([]);
});
