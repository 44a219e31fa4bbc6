import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from '#web/lib/router';
import { PageViewTracker } from './PageViewTracker';
import { shouldTrack } from './should-track';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shouldTrack', () => {
  it('never reports local development or admin pages', () => {
    expect(shouldTrack('localhost', '/en/news')).toBe(false);
    expect(shouldTrack('127.0.0.1', '/en/news')).toBe(false);
    expect(shouldTrack('::1', '/en/news')).toBe(false);
    expect(shouldTrack('atrium.example', '/admin')).toBe(false);
    expect(shouldTrack('atrium.example', '/admin/users')).toBe(false);
  });

  it('reports public pages on the real host', () => {
    expect(shouldTrack('atrium.example', '/en/news')).toBe(true);
    expect(shouldTrack('atrium.example', '/en/administration')).toBe(true);
  });
});

describe('PageViewTracker', () => {
  it('sends a JSON beacon with the path and the path language', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.stubGlobal('location', { ...window.location, hostname: 'atrium.example', origin: 'https://atrium.example' });

    render(
      <MemoryRouter initialEntries={['/fr/news/3?page=2']}>
        <PageViewTracker />
      </MemoryRouter>,
    );

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/analytics/pageview');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ path: '/fr/news/3', lang: 'fr' });
  });

  it('stays silent on localhost', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    render(
      <MemoryRouter initialEntries={['/en/news']}>
        <PageViewTracker />
      </MemoryRouter>,
    );
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
