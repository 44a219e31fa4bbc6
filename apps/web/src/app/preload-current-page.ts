import { isLanguage } from '@atrium/shared/languages';
import { matchPage, splitLanguagePath } from '@atrium/shared/routes';
import { preloadSearchBox } from '../components/search/SearchBoxSlot';
import { PAGE_COMPONENTS } from './page-modules';

/** Longest the first render waits for the page's code; past it the page renders behind its fallback. */
const WAIT_MS = 3000;

/**
 * Loads the code of the page at the current address before the first render. The server
 * lists that code in the HTML (<link rel="modulepreload">), so it usually arrives with the
 * entry script: the first frame then shows the whole page at once, instead of the shell with
 * a loading placeholder followed by a second, long render (a layout change and a long task
 * after the first paint). The navigation's search box too: hydrated in the same pass, it is not
 * replaced a moment later under a visitor who has already pressed "/" or clicked into it.
 */
export function preloadCurrentPage(pathname: string = window.location.pathname): Promise<void> {
  const { first, rest } = splitLanguagePath(pathname);
  if (!isLanguage(first)) return Promise.resolve();
  const match = matchPage(rest);
  if (!match) return Promise.resolve();
  return Promise.race([
    Promise.all([PAGE_COMPONENTS[match.page.id].preload(), preloadSearchBox().catch(() => undefined)]).then(
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS)),
  ]);
}
