import { useTranslation } from '#web/lib/i18n/react';
import { auditQuerySchema } from '@atrium/shared/api/admin';
import { useAuditLog } from '../api/get-audit-log';
import { AuditTable } from '../components/AuditTable';
import { AUDIT_ACTIONS } from '../lib/audit-actions';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { PagedResult } from '#web/features/admin/components/PagedResult';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { FilterSelect } from '#web/features/admin/components/FilterSelect';

/** /admin/audit (ADMIN): who did what and when, newest first; filter by action; page and filter in the URL. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(auditQuerySchema);
  const log = useAuditLog(search.page, search.action);
  return (
    <AdminPage title={t('admin:audit.title')}>
      <FilterSelect
        label={t('admin:audit.filter')}
        value={search.action}
        onChange={(action) => update({ action })}
        options={Object.entries(AUDIT_ACTIONS).map(([action, key]) => ({ value: action, label: t(key) }))}
        sx={{ maxWidth: 320 }}
      />
      <PagedResult query={log} pagesLabel={t('admin:audit.pages')} onPage={(page) => update({ page })}>
        {(data) => <AuditTable entries={data.items} />}
      </PagedResult>
    </AdminPage>
  );
}
