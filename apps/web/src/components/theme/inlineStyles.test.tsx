import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { useColorScheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RichTextEditor } from '../../features/admin/content/fields/rich-text/RichTextEditor';
import { createQueryClient } from '../../lib/queryClient';
import { AppThemeProvider } from './AppThemeProvider';

function DarkModeButton() {
  const { setMode } = useColorScheme();
  return <Button onClick={() => setMode('dark')}>dark</Button>;
}

/**
 * The CSP allows a <style> element the browser adds only when it is empty (emotion's, filled
 * through the CSSOM); any text in one is refused. (The server-rendered ones are allowed by hash.)
 */
describe('style elements added in the browser', () => {
  let added: HTMLStyleElement[];
  let observer: MutationObserver;
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    // Also the ones added and removed again at once (a scheme switch's transition blocker).
    added = [];
    observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLStyleElement) added.push(n);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  afterEach(() => {
    observer.disconnect();
    cleanup();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-dark');
    document.documentElement.removeAttribute('data-light');
  });

  /** What the CSP would refuse: a style element with text, as it was inserted. */
  const refused = () => {
    observer.takeRecords().forEach((r) => r.addedNodes.forEach((n) => n instanceof HTMLStyleElement && added.push(n)));
    return added.filter((s) => s.textContent !== '').map((s) => s.textContent?.slice(0, 80));
  };

  // Emotion as in the production build: rules through insertRule (tests run its development build).
  const productionStyles = () => createCache({ key: 'css', speedy: true });

  it('has only empty ones from the theme, also when the colour scheme switches', async () => {
    render(
      <CacheProvider value={productionStyles()}>
        <AppThemeProvider>
          <DarkModeButton />
        </AppThemeProvider>
      </CacheProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'dark' }).click());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.documentElement.hasAttribute('data-dark')).toBe(true);
    expect(added.length).toBeGreaterThan(0);
    expect(refused()).toEqual([]);
    // Transitions were off only for the switch.
    expect(document.documentElement.hasAttribute('data-scheme-switching')).toBe(false);
  });

  it('has none with text from the article editor', async () => {
    render(
      <CacheProvider value={productionStyles()}>
        <AppThemeProvider>
          <QueryClientProvider client={createQueryClient()}>
            <RichTextEditor value="<p>Hello</p>" onChange={() => {}} label="Body" lang="en" />
          </QueryClientProvider>
        </AppThemeProvider>
      </CacheProvider>,
    );
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(refused()).toEqual([]);
  });
});
