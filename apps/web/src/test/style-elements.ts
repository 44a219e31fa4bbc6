import createCache from '@emotion/cache';
import { vi } from 'vitest';

/** Emotion as in the production build: rules through insertRule (tests run its development build). */
export const productionStyles = () => createCache({ key: 'css', speedy: true });

/**
 * Watches the <style> elements added to the document, for the CSP tests: the CSP allows one the
 * browser adds only when it is empty (emotion's, filled through the CSSOM); any text in one is
 * refused. (The server-rendered ones are allowed by hash.) Start in `beforeEach`, `stop` in
 * `afterEach` (test/clean-document.ts unmounts what was rendered after it).
 */
export function watchStyleElements() {
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
  const added: HTMLStyleElement[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLStyleElement) added.push(n);
  };
  const observer = new MutationObserver(collect);
  observer.observe(document, { childList: true, subtree: true });
  return {
    added,
    /** What the CSP would refuse: a style element with text, as it was inserted. */
    refused: () => {
      collect(observer.takeRecords());
      return added.filter((s) => s.textContent !== '').map((s) => s.textContent?.slice(0, 80));
    },
    stop: () => {
      observer.disconnect();
      vi.unstubAllGlobals();
      document.documentElement.removeAttribute('data-dark');
      document.documentElement.removeAttribute('data-light');
    },
  };
}
