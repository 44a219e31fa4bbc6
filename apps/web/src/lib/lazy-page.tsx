import { lazy, useState, type ComponentType } from 'react';
import { ChunkLoadError, withChunkTimeout } from './chunk-load';
import { usePageStrings } from './i18n/use-page-strings';

type PageModule = { default: ComponentType };

/** A lazily loaded page; `preload()` loads it ahead, so a page mounted afterwards renders at once. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/** Resets of pages whose load failed: React.lazy remembers a rejection forever otherwise. */
const failedPages = new Set<() => void>();

/** Page modules still loading, so a test can wait for what its last render started. */
const loading = new Set<Promise<unknown>>();

function tracked<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  void load.then(
    () => loading.delete(load),
    () => loading.delete(load),
  );
  return load;
}

/**
 * Resolves once no page module is loading. The web tests share one module registry a worker:
 * an import a test started and left running would otherwise finish in the next file, after
 * its environment is gone.
 */
export async function pageLoadsSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/**
 * React.lazy for a route's page module, with the spec's 120-second time-out; a failure
 * becomes a ChunkLoadError (CSS_CHUNK_LOAD_FAILED for stylesheets) for the error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let current = create();
  /** Set by preload(): the page itself, rendered without React.lazy's suspension (no fallback frame). */
  let loaded: ComponentType | null = null;

  function create() {
    return lazy(async () => {
      try {
        const module = await withChunkTimeout(tracked(load()));
        // Vite resolves undefined when a preload error was handled (the page is reloading).
        if (!module?.default) throw new ChunkLoadError('CHUNK_LOAD_FAILED');
        return module;
      } catch (error) {
        failedPages.add(reset);
        throw error;
      }
    });
  }

  function reset() {
    current = create();
  }

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the page would remount it.
    const [preloaded] = useState(() => loaded);
    usePageStrings();
    const Current = preloaded ?? current;
    return <Current />;
  }
  Page.preload = async () => {
    try {
      const module = await withChunkTimeout(tracked(load()));
      if (module?.default) loaded = module.default;
    } catch {
      // The lazy path loads it again and reports the failure to the page's boundary.
    }
  };
  return Page;
}

/** Lets every page whose chunk failed load again on the next render. */
export function resetFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}
