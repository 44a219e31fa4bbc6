import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_GUESSED_COOKIE } from '@atrium/shared/languages';
import { pickEncoding } from '#server/plugins/precompressed';
import { allowPageStyles } from '#server/plugins/security';
import type { CachedPage, PageCache } from './site.page-cache';

/** A page as built for one address: its HTML and its styles' CSP sources, or where to redirect. */
export type PagePayload =
  | {
      kind: 'page';
      status: number;
      /** With a 429 or a 503: the Retry-After. */
      retryAfterSeconds?: number;
      html: string;
      styleSources: readonly string[];
      freshUntil?: number;
      /** False when the prefetch or the server render failed (the page is still usable). */
      complete: boolean;
    }
  | { kind: 'redirect'; location: string; status: 301 | 302; guessed?: boolean };

/** A kept page: 304 when the client has it, else its bytes in the best encoding the client takes. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, pageCache: PageCache) {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etags = page.etags;
  allowPageStyles(reply, page.styleSources);
  const vary = String(reply.getHeader('vary') ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    .header('etag', etags[encoding ?? 'identity']);
  // Any of the page's tags (If-None-Match compares weakly): the client kept the same page,
  // whichever encoding brought it.
  const asked = request.headers['if-none-match'];
  const tags = [etags.identity, etags.br, etags.gzip];
  if (asked?.split(',').some((t) => tags.includes(t.trim().replace(/^W\//, '')) || t.trim() === '*')) {
    return reply.code(304).send();
  }
  if (!encoding) return reply.send(await pageCache.identity(page));
  // Already compressed: the compression plugins leave a reply with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

/**
 * A page just built (not kept): its HTML, or the redirect it asks for. `cacheControl`: 'no-store'
 * for a page answering a posted form (what was typed, a session).
 */
export function sendPayload(reply: FastifyReply, payload: PagePayload, cacheControl = 'no-cache') {
  if (payload.kind === 'redirect') {
    if (payload.guessed) reply.header('set-cookie', `${LANGUAGE_GUESSED_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`);
    reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'private, no-cache');
    return reply.redirect(payload.location, payload.status);
  }
  allowPageStyles(reply, payload.styleSources);
  if (payload.retryAfterSeconds !== undefined) reply.header('retry-after', payload.retryAfterSeconds);
  return reply
    .code(payload.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .send(payload.html);
}
