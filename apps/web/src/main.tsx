import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadCurrentPage } from './app/preload-current-page';
import { loadGtag } from './features/analytics/ga-loader';
import { setSiteUrl } from './lib/document-head';
import { readBootData } from './lib/i18n/boot-data';
import { detectFromBrowser } from './lib/i18n/detect-language';
import { initI18n } from './lib/i18n/i18n';
import { seedPrefetchedQueries } from './lib/prefetched-queries';
import { readCache } from './lib/reads/browser-cache';
import { reloadOnceForNewDeploy } from './lib/chunk-load';
import { unregisterServiceWorkers } from './lib/service-worker';
import { setHydrating } from './lib/server-markup';
import { HYDRATION_MISMATCH_MESSAGE, SERVER_RENDERED_ATTRIBUTE } from '@atrium/shared/api/boot';

// A new deploy replaced the chunks this page refers to: reload once for the new ones.
// If the reload already happened, let the error reach the page's boundary (Retry button).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewDeploy()) event.preventDefault();
});

unregisterServiceWorkers();

// The build writes the tokens into the stylesheet every page shares (scripts/site-stylesheet.mjs); the
// dev server has none. (Not as the entry's CSS: the lazy chunks would list that file to preload.)
if (import.meta.env.DEV) void import('virtual:atrium-tokens.css');

async function start(): Promise<void> {
  // Evaluating the app's modules is a long task on a phone already: what starting does (the
  // boot data, the strings, the page's code and queries) follows in a task of its own.
  await nextTask();
  const boot = readBootData();
  loadGtag(boot?.gaMeasurementId);
  setSiteUrl(boot?.publicUrl ?? window.location.origin);
  // The page's data the server embedded (home: slides, hotspots): no API round trip for it.
  seedPrefetchedQueries(readCache);
  // The page's code (preloaded by the HTML) arrives meanwhile: the first frame shows the whole page.
  const [i18n] = await Promise.all([initI18n({ lang: detectFromBrowser(), boot }), preloadCurrentPage()]);
  const site = boot?.site ?? null;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  if (!root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} site={site} year={boot?.year} />
      </StrictMode>,
    );
    return;
  }
  // The server rendered this page: adopt its markup, in a browser task of its own. React hydrates
  // in slices that give way to input, and the page's parts (PagePart) each in a pass of their own.
  await nextTask();
  setHydrating(true);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App i18n={i18n} site={site} year={boot?.year} />
      </StrictMode>,
      {
        // React renders a part that differs from the server's markup anew: a fault of ours (the
        // text would change under the visitor's eyes), which the browser tests fail on.
        onRecoverableError: (error) => console.error(HYDRATION_MISMATCH_MESSAGE, error),
      },
    );
  });
}

/** Lets the browser handle what waits (input, a frame) before going on. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

void start();
