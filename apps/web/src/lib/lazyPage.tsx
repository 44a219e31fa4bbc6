import { lazy, type ComponentType } from 'react';
import { ChunkLoadError, withChunkTimeout } from './chunkLoad';

type PageModule = { default: ComponentType };

/** Resets of pages whose load failed: React.lazy remembers a rejection forever otherwise. */
const failedPages = new Set<() => void>();

/**
 * React.lazy for a route's page module, with the spec's 120-second time-out; a failure
 * becomes a ChunkLoadError (CSS_CHUNK_LOAD_FAILED for stylesheets) for the error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>): ComponentType {
  let current = create();

  function create() {
    return lazy(async () => {
      try {
        const module = await withChunkTimeout(load());
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
    const Current = current;
    return <Current />;
  }
  return Page;
}

/** Lets every page whose chunk failed load again on the next render. */
export function resetFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}
