import type { FastifyRequest } from 'fastify';
import { memberOf } from '#server/plugins/auth';

/** Who did something: services take this rather than a request (the scheduler acts for a person too). */
export interface Actor {
  id: number | null;
  email: string;
  /** The address the request came from; null for work the server does on its own (scheduled publishing). */
  ip: string | null;
}

/** The signed-in member behind a request, as the Actor that services and the audit log take. */
export const actorOf = (request: FastifyRequest): Actor => {
  const member = memberOf(request);
  return { id: member.id, email: member.user.email, ip: request.ip };
};
