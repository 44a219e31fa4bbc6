import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import { createBoundedCache } from '../lib/bounded-cache';
import { registerCacheGauge } from '../lib/metrics';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)/;

/** The best encoding the client accepts: brotli, then gzip (q=0 refuses one). */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (e: string) => (accepted.get(e) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compressed copies of reply bodies, by body text: the cached public replies (content, UI
 * strings, page HTML) are the same text request after request, so each is compressed once
 * (off the event loop) instead of on every request. Least recently used copies go first; each
 * encoding holds at most half of `maxBytes` and `maxEntries`.
 */
export function createCompressionMemo(maxBytes = 32 * 1024 * 1024, maxEntries = 4000) {
  const memo = () =>
    createBoundedCache<Buffer>({
      name: 'compressed',
      gauge: false,
      maxEntries: maxEntries / 2,
      maxBytes: maxBytes / 2,
      // The body (the key, two bytes a character) is held along with its compressed copy.
      sizeOf: (out, body) => body.length * 2 + out.length,
    });
  const entries = { br: memo(), gzip: memo() };
  const stats = () => {
    const [br, gzip] = [entries.br.stats(), entries.gzip.stats()];
    return {
      hits: br.hits + gzip.hits,
      misses: br.misses + gzip.misses,
      entries: br.entries + gzip.entries,
      bytes: br.bytes + gzip.bytes,
    };
  };
  registerCacheGauge('compressed', stats);
  return {
    compressed(encoding: Encoding, body: string): Promise<Buffer> {
      return entries[encoding].get(body, () =>
        encoding === 'br'
          ? brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : gzipAsync(body, { level: 6 }),
      );
    },
    stats,
  };
}

/**
 * Compresses public GET replies (JSON and HTML of 1 KB or more) from the memo; registered before
 * @fastify/compress, which leaves a reply that already has a Content-Encoding alone and still
 * compresses everything else (authenticated replies, other types).
 */
export const precompressedPlugin = fp(async (app) => {
  const memo = createCompressionMemo();
  app.decorate('compressionMemo', memo);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES || reply.statusCode !== 200) return payload;
    if (request.method !== 'GET' || request.headers.authorization) return payload;
    if (reply.getHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
      return payload;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await memo.compressed(encoding, payload);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    reply.removeHeader('content-length');
    reply.header('content-encoding', encoding);
    return body;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    compressionMemo: ReturnType<typeof createCompressionMemo>;
  }
}
