import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { auditListSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/audit: staff actions, newest first, optionally of one action (ADMIN). */
const getAuditLog = (page: number, action: string | undefined, signal?: AbortSignal) =>
  authApi.get<Reply<typeof auditListSchema>>('/admin/audit', { query: { page, action }, signal });

const auditLogQueryOptions = (page: number, action: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.audit(page, action),
    queryFn: ({ signal }) => getAuditLog(page, action, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number, action: string | undefined) => useQuery(auditLogQueryOptions(page, action));
