import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { AdminUserSummary } from '@atrium/shared/api/admin';
import { adminHref } from '@atrium/shared/routes';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';

/** One page of members; the name opens the detail page. The server's order (newest first, then id) is kept. */
export function UsersTable({ users }: { users: readonly AdminUserSummary[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  // The detail page's "back" returns to this very list (filters, search and page).
  const { search } = useLocation();
  return (
    <DataTable
      caption={t('admin:users.tableCaption')}
      rows={users}
      rowKey={(user) => String(user.id)}
      empty={t('admin:users.none')}
      columns={[
        {
          header: t('auth:field.name'),
          cell: (user) => (
            <Link component={RouterLink} to={adminHref(`users/${user.id}`)} state={{ listSearch: search }}>
              {user.name}
            </Link>
          ),
        },
        { header: t('auth:field.email'), cell: (user) => user.email },
        { header: t('auth:field.memberType'), cell: (user) => t(`auth:memberType.${user.memberType}`) },
        { header: t('admin:users.role'), cell: (user) => t(`admin:role.${user.role}`) },
        {
          header: t('admin:users.phoneRegion'),
          cell: (user) => (user.phoneRegion ? format.region(user.phoneRegion) : '—'),
        },
        {
          header: t('admin:users.status'),
          cell: (user) =>
            user.locked ? (
              <Chip size="small" color="warning" label={t('admin:users.locked')} />
            ) : (
              t('admin:users.active')
            ),
        },
        { header: t('admin:users.createdAt'), cell: (user) => format.dateTime(user.createdAt) },
      ]}
    />
  );
}
