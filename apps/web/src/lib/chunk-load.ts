import { CHUNK_LOAD_TIMEOUT_MS } from '@atrium/shared/limits';

export type ChunkLoadErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/** A page's script or stylesheet could not be fetched (offline, or replaced by a new deploy). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code: ChunkLoadErrorCode;

  constructor(code: ChunkLoadErrorCode, cause?: unknown) {
    super(code, { cause });
    this.code = code;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** Vite's preload helper rejects with "Unable to preload CSS for …" when a stylesheet fails. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(/preload CSS/i.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED', error);
}

/** Settles like `promise`, or rejects with a ChunkLoadError after `ms` (docs/spec/product-spec.md §7: 120 s). */
export function withChunkTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_FAILED')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}

const RELOAD_KEY = 'atrium:chunk-reload-at';
/** At most one automatic reload in this window, so a broken deploy cannot loop. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A new deploy replaced the hashed chunks this page was built with: reload once to get the new
 * index.html. Returns false when a reload already happened moments ago (then the error shows
 * with a Retry button instead).
 */
export function reloadOnceForNewDeploy(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
    if (now - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // Without storage we cannot guard against a loop: do not reload.
  }
  window.location.reload();
  return true;
}
