import { RENDITION_FORMATS, RENDITION_WIDTHS, type ImageFormat } from '@atrium/shared/media-urls';
import type { Storage } from '#server/lib/storage';
import { renderRendition } from './uploads.images';
import { renditions } from '#server/lib/metrics';

/**
 * Renditions made at once. Each decodes a whole original (up to 40 megapixels, ~160 MB in memory,
 * seconds of CPU for AVIF), and anyone may ask for them: more wait their turn.
 */
const RENDITION_JOBS = 2;

/** Runs at most `limit` jobs at once; the others wait, first come first served. */
function createJobSlots(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Renditions of stored originals at the declared widths (the route refuses others): each made on
 * its first request and stored beside the original, identical requests meanwhile sharing the job.
 */
export function createRenditions(storage: Storage) {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const slot = createJobSlots(RENDITION_JOBS);
  const keyOf = (key: string, width: number, format: ImageFormat) => `renditions/${key}.${width}.${format}`;

  const make = async (key: string, renditionKey: string, width: number, format: ImageFormat) => {
    // Read inside the slot: a waiting request holds no original in memory.
    const original = await storage.get(key);
    if (!original) return null;
    const out = await renderRendition(original, width, format);
    await storage.put(renditionKey, out, `image/${format}`);
    renditions.inc();
    return out;
  };

  return {
    /** The rendition, or null when there is no such original. */
    get(key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
      const renditionKey = keyOf(key, width, format);
      // Looked up before any await, so no two requests can both miss it and both make the file.
      let pending = inFlight.get(renditionKey);
      if (!pending) {
        const stored = async () =>
          (await storage.get(renditionKey)) ?? slot(() => make(key, renditionKey, width, format));
        pending = stored().finally(() => inFlight.delete(renditionKey));
        inFlight.set(renditionKey, pending);
      }
      return pending;
    },

    /** Deletes every rendition of an original, so a picture taken out of the library is gone. */
    async remove(key: string): Promise<void> {
      const keys = RENDITION_WIDTHS.flatMap((w) => RENDITION_FORMATS.map((f) => keyOf(key, w, f)));
      await Promise.all(keys.map((k) => storage.delete(k)));
    },
  };
}
