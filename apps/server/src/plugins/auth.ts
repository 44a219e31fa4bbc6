import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@atrium/shared/api/auth';
import { appError } from '../lib/app-error';
import type { AccessTokens } from '../modules/auth/auth.tokens';
import type { AuthRepository } from '../modules/auth/auth.repository';
import type { UsersRepository, UserRow } from '../modules/users/users.repository';

export interface Member {
  id: number;
  role: Role;
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for member routes: a valid access token of a live session, or a typed error.
     * (Before validation, so a signed-out caller is told to sign in rather than to fix fields.)
     * Every reply of such a route, refusals included, is `private, no-store` unless the route
     * sets its own Cache-Control.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * No token: 401 AUTH_REQUIRED (never TOKEN_EXPIRED, or clients would loop). Expired genuine
 * token: 401 TOKEN_EXPIRED. Forged, malformed, revoked session or user gone: 402 INVALID_TOKEN.
 * The member and role are read from the database on every call, so changes apply at once.
 */
export const authPlugin = fp<{ tokens: AccessTokens; users: UsersRepository; auth: AuthRepository }>(
  async (app, { tokens, users, auth }) => {
    app.decorateRequest('member', null);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // What a member is sent stays out of every cache: the browser's disk and any shared one.
      reply.header('cache-control', 'private, no-store');
      const token = bearer(request);
      if (!token) throw appError('AUTH_REQUIRED');
      const claims = await tokens.verify(token);
      const [user, session] = await Promise.all([users.byId(claims.userId), auth.session(claims.sessionId)]);
      if (!user || !session || session.userId !== user.id || session.revokedAt) throw appError('INVALID_TOKEN');
      request.member = { id: user.id, role: user.role, sessionId: session.id, user };
    });
  },
);

/** The signed-in member of a route behind `authenticate`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw appError('AUTH_REQUIRED');
  return request.member;
}
