import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, reloadOnceForNewDeploy, toChunkLoadError, withChunkTimeout } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('withChunkTimeout', () => {
  it('fails with a chunk-load error after 120 seconds', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withChunkTimeout(never).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ code: 'CHUNK_LOAD_FAILED' });
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});

describe('toChunkLoadError', () => {
  it('names stylesheet failures CSS_CHUNK_LOAD_FAILED', () => {
    expect(toChunkLoadError(new Error('Unable to preload CSS for /assets/a.css')).code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(toChunkLoadError(new TypeError('Failed to fetch dynamically imported module')).code).toBe(
      'CHUNK_LOAD_FAILED',
    );
  });
});

describe('reloadOnceForNewDeploy', () => {
  it('reloads once, and not again right after (no reload loop)', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadOnceForNewDeploy(1_000_000)).toBe(true);
    expect(reloadOnceForNewDeploy(1_000_000 + 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after, may reload again.
    expect(reloadOnceForNewDeploy(1_000_000 + 3_600_000)).toBe(true);
  });
});
