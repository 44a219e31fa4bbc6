import Button from '@mui/material/Button';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import { useTranslation } from '#web/lib/i18n/react';
import { useTranslationHistory } from '../api/get-translation-history';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPagination } from '#web/features/admin/components/AdminPagination';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';

interface HistoryListProps {
  page: number;
  onPage: (page: number) => void;
  onOpen: (versionId: number) => void;
}

/** Published versions, newest first: who, when, memo and how many texts changed; each opens its diff. */
export function HistoryList({ page, onPage, onOpen }: HistoryListProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const history = useTranslationHistory(page);
  if (history.isError) return <AdminErrorAlert error={history.error} />;
  if (!history.data) return <Skeleton variant="rectangular" className={skeletonSizes.h240} />;
  const { items, pageSize, total } = history.data;
  return (
    <div>
      <DataTable
        caption={t('admin:translations.historyCaption')}
        rows={items}
        rowKey={(v) => String(v.id)}
        empty={t('admin:translations.noHistory')}
        columns={[
          { header: t('admin:translations.version'), cell: (v) => `#${v.id}`, numeric: true },
          { header: t('admin:translations.when'), cell: (v) => format.dateTime(v.createdAt) },
          { header: t('admin:translations.who'), cell: (v) => v.author.email ?? '—' },
          { header: t('admin:translations.memo'), cell: (v) => v.memo },
          { header: t('admin:translations.changedCount'), cell: (v) => format.number(v.changedCount), numeric: true },
          {
            header: t('admin:translations.changes'),
            cell: (v) => (
              <Button
                size="small"
                onClick={() => onOpen(v.id)}
                aria-label={t('admin:translations.viewVersion', { id: v.id })}
              >
                {t('admin:translations.view')}
              </Button>
            ),
          },
        ]}
      />
      <AdminPagination
        label={t('admin:translations.historyPages')}
        page={history.data.page}
        pageSize={pageSize}
        total={total}
        onChange={onPage}
      />
    </div>
  );
}
