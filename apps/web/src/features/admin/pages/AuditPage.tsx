import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { auditQuerySchema } from '@atrium/shared/api/admin';
import { useAuditLog } from '../api/getAuditLog';
import { AuditTable } from '../audit/AuditTable';
import { AUDIT_ACTIONS } from '../audit/auditActions';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';
import { AdminPagination } from '../components/AdminPagination';
import { useSearchState } from '../lib/searchState';
import { FILTER_SELECT_SLOT_PROPS } from '../components/filterSelect';

/** /admin/audit (ADMIN): who did what and when, newest first; filter by action; page and filter in the URL. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(auditQuerySchema);
  const log = useAuditLog(search.page, search.action);
  return (
    <AdminPage title={t('admin:audit.title')}>
      <TextField
        select
        slotProps={FILTER_SELECT_SLOT_PROPS}
        size="small"
        label={t('admin:audit.filter')}
        value={search.action ?? ''}
        onChange={(event) => update({ action: event.target.value })}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">{t('admin:common.all')}</MenuItem>
        {Object.entries(AUDIT_ACTIONS).map(([action, key]) => (
          <MenuItem key={action} value={action}>
            {t(key)}
          </MenuItem>
        ))}
      </TextField>
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
