import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadCurrentPage } from './app/preloadCurrentPage';
import { installGtag } from './features/analytics/gtag';
import { readBootData } from './lib/i18n/bootData';
import { detectFromBrowser } from './lib/i18n/detectLanguage';
import { initI18n } from './lib/i18n/i18n';
import { seedPrefetchedQueries } from './lib/prefetchedQueries';
import { queryClient } from './lib/queryClient';
import { reloadOnceForNewDeploy } from './lib/chunkLoad';
import { unregisterServiceWorkers } from './lib/serviceWorker';

// A new deploy replaced the chunks this page refers to: reload once for the new ones.
// If the reload already happened, let the error reach the page's boundary (Retry button).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForNewDeploy()) event.preventDefault();
});

unregisterServiceWorkers();

async function start(): Promise<void> {
  const boot = readBootData();
  installGtag(boot?.gaMeasurementId);
  // The page's data the server embedded (home: slides, hotspots): no API round trip for it.
  seedPrefetchedQueries(queryClient);
  // The page's code (preloaded by the HTML) arrives meanwhile: the first frame shows the whole page.
  const [i18n] = await Promise.all([initI18n({ lang: detectFromBrowser(), boot }), preloadCurrentPage()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
