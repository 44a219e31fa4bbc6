import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { auditEntrySchema } from '@atrium/shared/api/admin';
import { DataTable } from '../components/DataTable';
import { useAdminFormat } from '../lib/format';
import { AUDIT_ACTIONS } from './auditActions';

type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Details as short "key: value" pairs; nested values as compact JSON. */
const detailsText = (details: AuditEntry['details']): string =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ')
    : '';

/** One page of the audit log: when, who, what, on what. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const actionLabel = (action: string) => {
    const key = AUDIT_ACTIONS[action];
    return key ? t(key) : action;
  };
  return (
    <DataTable
      caption={t('admin:audit.caption')}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      empty={t('admin:audit.none')}
      columns={[
        { header: t('admin:audit.when'), cell: (entry) => format.dateTime(entry.createdAt) },
        { header: t('admin:audit.actor'), cell: (entry) => entry.actor.email },
        { header: t('admin:audit.actionColumn'), cell: (entry) => actionLabel(entry.action) },
        {
          header: t('admin:audit.target'),
          cell: (entry) => [entry.targetType, entry.targetId].filter(Boolean).join(' #') || '—',
        },
        {
          header: t('admin:audit.details'),
          cell: (entry) => <span style={{ overflowWrap: 'anywhere' }}>{detailsText(entry.details)}</span>,
        },
      ]}
    />
  );
}
