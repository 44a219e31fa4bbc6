import type { FastifyRequest } from 'fastify';
import { memberOf } from '#server/plugins/auth';

/** Step-up actions (role changes, unmasked exports) call this after validation. */
export async function requireStepUp(request: FastifyRequest): Promise<void> {
  await request.server.mfa.requireStepUp(memberOf(request));
}
