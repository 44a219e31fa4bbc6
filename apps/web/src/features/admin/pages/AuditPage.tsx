import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { auditQuerySchema } from '@atrium/shared/api/admin';
import { useAuditLog } from '../api/getAuditLog';
import { AuditTable } from '../audit/AuditTable';
import { AUDIT_ACTIONS } from '../audit/auditActions';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';
import { AdminPagination } from '../components/AdminPagination';
import { useSearchState } from '../lib/searchState';
import { FilterSelect } from '../components/FilterSelect';

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
      {log.isError && <AdminErrorAlert error={log.error} />}
      <LinearProgress sx={{ visibility: log.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {log.data && (
        <div>
          <AuditTable entries={log.data.items} />
          <AdminPagination
            label={t('admin:audit.pages')}
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
    </AdminPage>
  );
}
