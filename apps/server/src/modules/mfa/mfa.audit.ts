import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@atrium/shared/api/admin';
import { memberOf } from '#server/plugins/auth';
import { actorOf } from '../audit/audit.actor';
import type { Audit } from '../audit/audit.service';

/** Staff's two-factor changes go to the audit log, where admins look for account takeovers. */
export const recordStaffMfaChange = async (audit: Audit, request: FastifyRequest, action: string) => {
  const member = memberOf(request);
  if (!(STAFF_ROLES as readonly string[]).includes(member.role)) return;
  await audit.recordAs(actorOf(request), { action, targetType: 'user', targetId: member.id });
};
