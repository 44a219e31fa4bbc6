import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@atrium/shared/api/admin';
import type { Role } from '@atrium/shared/api/auth';
import { appError } from '../lib/app-error';
import { memberOf } from './auth';

const staff = new Set<Role>(STAFF_ROLES);

/**
 * Admin routes sit behind `authenticate` and this guard (no token → 401 AUTH_REQUIRED; USER →
 * 403 NO_ADMIN_PERMISSION; with STAFF_MFA=required, staff without two-factor → 403
 * MFA_ENROLLMENT_REQUIRED). The role comes from the database on every call (plugins/auth.ts).
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const member = memberOf(request);
  if (!staff.has(member.role)) throw appError('NO_ADMIN_PERMISSION');
  if (await request.server.mfa.mustEnrol(member)) throw appError('MFA_ENROLLMENT_REQUIRED');
}

/** Users, roles, statistics and the audit log are for ADMIN only; MANAGER runs content. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (memberOf(request).role !== 'ADMIN') throw appError('NO_ADMIN_PERMISSION');
}
