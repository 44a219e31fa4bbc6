import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag over a payload's bytes, computed once when the payload is built. */
export const etagOf = (body: string | Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** True when the client's copy is current: the reply is then a bodiless 304. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(etag) || tags.includes('*')) {
    reply.code(304);
    return true;
  }
  return false;
}

/** Sends JSON that was serialized once in advance (cached bundles), bypassing the route serializer. */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload) => String(payload))
    .send(json);
}

/** Ends a 304 reply. */
export const sendNotModified = (reply: FastifyReply) => reply.send();
