import { inflateRaw } from 'node:zlib';

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

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipArchive {
  /** An entry's bytes, or undefined when the archive has no such entry. */
  read(name: string): Promise<Buffer | undefined>;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const STORED = 0;
const DEFLATED = 8;

const invalid = (detail: string) => new FileRefused('INVALID', detail);

function endRecordAt(file: Buffer): number {
  const lowest = Math.max(0, file.length - END_SIZE - 0xffff);
  for (let at = file.length - END_SIZE; at >= lowest; at--) {
    if (file.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw invalid('no end of central directory');
}

/** The central directory, checked against the limits before a single byte is inflated. */
function directory(file: Buffer, limits: ZipLimits): Map<string, Entry> {
  const end = endRecordAt(file);
  const count = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  const offset = file.readUInt32LE(end + 16);
  // Split archives and ZIP64 (0xffff… markers) have no place in a file of a few megabytes.
  if (file.readUInt16LE(end + 4) !== 0 || count === 0xffff || offset === 0xffffffff) throw invalid('zip64');
  if (count !== file.readUInt16LE(end + 8) || offset + size > end) throw invalid('bad directory');
  if (count > limits.maxEntries) throw new FileRefused('TOO_LARGE', 'too many entries');
  const entries = new Map<string, Entry>();
  let inflated = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || file.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw invalid('bad entry');
    const nameLength = file.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    if (next > offset + size) throw invalid('bad entry');
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const entry: Entry = {
      method: file.readUInt16LE(at + 10),
      compressedSize: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
    };
    // Encrypted entries, and names given twice (two readers could pick different ones).
    if (file.readUInt16LE(at + 8) & 1 || entries.has(name)) throw invalid('encrypted or repeated entry');
    inflated += entry.size;
    if (inflated > limits.maxInflatedBytes) throw new FileRefused('TOO_LARGE', 'inflates past the limit');
    entries.set(name, entry);
    at = next;
  }
  return entries;
}

const inflate = (data: Buffer, maxOutputLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    inflateRaw(data, { maxOutputLength }, (err, out) => (err ? reject(err) : resolve(out))),
  );

/**
 * Opens a zip from its central directory. Declared sizes are checked against the limits, and
 * each entry is inflated with its declared size as a hard ceiling: an entry that lies about its
 * size is refused when it reaches it, so nothing can allocate more than the limit.
 */
export function openZip(file: Buffer, limits: ZipLimits): ZipArchive {
  if (file.length < END_SIZE) throw invalid('too short');
  const entries = directory(file, limits);
  return {
    async read(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      const at = entry.localOffset;
      if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL_SIGNATURE) throw invalid('bad local header');
      const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
      if (start + entry.compressedSize > file.length) throw invalid('entry past the end');
      const data = file.subarray(start, start + entry.compressedSize);
      if (entry.method === STORED) {
        if (entry.compressedSize !== entry.size) throw invalid('stored size mismatch');
        return data;
      }
      if (entry.method !== DEFLATED) throw invalid('unknown compression');
      if (entry.size === 0) return Buffer.alloc(0);
      let out: Buffer;
      try {
        out = await inflate(data, entry.size);
      } catch {
        // Corrupt data, or more than the declared size (ERR_BUFFER_TOO_LARGE).
        throw invalid('entry does not inflate to its declared size');
      }
      if (out.length !== entry.size) throw invalid('entry does not inflate to its declared size');
      return out;
    },
  };
}
