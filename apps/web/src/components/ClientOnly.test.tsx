import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setHydrating } from '../lib/server-markup';
import { hydrate } from '../test/hydrate';
import { ClientOnly, useHydrated } from './ClientOnly';
import { useMatchMedia } from './use-match-media';

afterEach(() => {
  setHydrating(false);
  Reflect.deleteProperty(window, 'matchMedia');
});

/** A media list that matches nothing (a phone below the queries' widths). */
function phoneScreen() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('renders that must match the server', () => {
  it('show browser-only parts after hydration, not in the render that adopts the server markup', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return <ClientOnly fallback={<span>still picture</span>}>{<span>carousel</span>}</ClientOnly>;
    }
    const { recovered } = hydrate(<Probe />);
    await screen.findByText('carousel');
    expect(recovered).toEqual([]);
    // The server's render and the one that hydrates showed the still picture.
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(seen.at(-1)).toBe(true);
  });

  it('show them at once in a page the browser renders itself', () => {
    render(<ClientOnly fallback={<span>still picture</span>}>{<span>carousel</span>}</ClientOnly>);
    expect(screen.getByText('carousel')).toBeTruthy();
  });

  it('start a media query at the server’s answer while hydrating, then correct it', async () => {
    phoneScreen();
    const seen: boolean[] = [];
    function Probe() {
      const desktop = useMatchMedia('(min-width: 1200px)', true);
      seen.push(desktop);
      return <span>{desktop ? 'drawer' : 'top bar'}</span>;
    }
    const { recovered } = hydrate(<Probe />);
    await screen.findByText('top bar');
    expect(recovered).toEqual([]);
    // The server's render and the hydrating one.
    expect(seen.slice(0, 2)).toEqual([true, true]);
  });

  it('read a media query in the first render otherwise', () => {
    phoneScreen();
    function Probe() {
      return <span>{useMatchMedia('(min-width: 1200px)', true) ? 'drawer' : 'top bar'}</span>;
    }
    render(<Probe />);
    expect(screen.getByText('top bar')).toBeTruthy();
  });
});
