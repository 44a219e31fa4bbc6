import { setImmediate as nextTurn } from 'node:timers/promises';
import { Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';

/** Why a file was refused: over a limit, or not the archive it claims to be. */
export class FileRefused extends Error {
  constructor(
    readonly reason: 'TOO_LARGE' | 'INVALID',
    detail: string,
  ) {
    super(detail);
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** The sum of every entry's inflated size. */
  maxInflatedBytes: number;
}

export interface ZipArchive {
  /** An entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Promise<Buffer | undefined>;
}

/** What the central directory declares of an entry. */
interface Declared {
  size: number;
  originalSize: number;
}

const invalid = (detail: string) => new FileRefused('INVALID', detail);

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1032 times,
 * so one push makes at most about 1 MiB, however the entry lies.
 */
const SLICE = 1024;
/** Inflating time between two turns of the event loop (ms): other requests are served meanwhile. */
const TURN_MS = 10;

/** The central directory, checked against the limits; the filter refuses every entry, so nothing is inflated. */
function directory(file: Uint8Array, limits: ZipLimits): Map<string, Declared> {
  const entries = new Map<string, Declared>();
  let inflated = 0;
  try {
    unzipSync(file, {
      filter: ({ name, size, originalSize }) => {
        if (entries.size >= limits.maxEntries) throw new FileRefused('TOO_LARGE', 'too many entries');
        // A name given twice: two readers could pick different ones.
        if (entries.has(name)) throw invalid('repeated entry');
        inflated += originalSize;
        if (inflated > limits.maxInflatedBytes) throw new FileRefused('TOO_LARGE', 'inflates past the limit');
        entries.set(name, { size, originalSize });
        return false;
      },
    });
  } catch (err) {
    throw err instanceof FileRefused ? err : invalid('not a zip');
  }
  return entries;
}

/**
 * Inflates one entry, found by fflate's streaming reader, a slice at a time: the bytes are
 * counted as they come and the reading stops as soon as they pass the size the directory
 * declared, so an entry that lies costs at most one slice's output (about 1 MiB) beyond it.
 */
async function inflateEntry(file: Uint8Array, name: string, declared: Declared): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let inflated = 0;
  let done = false;
  let failure: FileRefused | undefined;
  const onFile = (entry: UnzipFile) => {
    if (entry.name !== name || failure || done) return;
    // The local header, when it gives sizes, must agree with the directory the limits were checked on.
    if (entry.size !== undefined && (entry.size !== declared.size || entry.originalSize !== declared.originalSize)) {
      failure = invalid('local header disagrees with the directory');
      return;
    }
    entry.ondata = (err, data, final) => {
      if (failure || done) return;
      if (err) {
        failure = invalid('corrupt entry');
        return;
      }
      inflated += data.length;
      // Kept only while within the declared size: the slice that passes it is dropped at once.
      if (inflated > declared.originalSize) failure = invalid('entry inflates past its declared size');
      else chunks.push(data);
      done = final;
    };
    entry.start();
  };
  const unzip = new Unzip(onFile);
  unzip.register(UnzipInflate);
  try {
    let turn = performance.now();
    for (let at = 0; at < file.length && !done && !failure; at += SLICE) {
      unzip.push(file.subarray(at, at + SLICE), at + SLICE >= file.length);
      if (performance.now() - turn > TURN_MS) {
        await nextTurn();
        turn = performance.now();
      }
    }
  } catch {
    failure ??= invalid('bad archive');
  }
  if (failure) throw failure;
  if (!done || inflated !== declared.originalSize) throw invalid('entry does not inflate to its declared size');
  return Buffer.concat(chunks, inflated);
}

/**
 * Opens a zip with fflate. The central directory is checked against the limits before a
 * single byte is inflated; then only the entries asked for are inflated, each with its declared
 * size as a hard ceiling (inflateEntry), so nothing can allocate more than the limit.
 */
export function openZip(file: Uint8Array, limits: ZipLimits): ZipArchive {
  const entries = directory(file, limits);
  return {
    async read(name) {
      const declared = entries.get(name);
      return declared ? inflateEntry(file, name, declared) : undefined;
    },
  };
}
