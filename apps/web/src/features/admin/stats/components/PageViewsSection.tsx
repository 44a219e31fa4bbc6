import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { usePageViewStats } from '../api/get-page-view-stats';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminSection } from '#web/features/admin/components/AdminPage';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { BarChart } from './BarChart';

/** The period of the page-view breakdown: the last 30 days, as the dashboard's card. */
export const PAGE_VIEW_DAYS = 30;

/** Views per language (chart and table) and per page and language (table), over the last 30 days. */
export function PageViewsSection() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const stats = usePageViewStats(PAGE_VIEW_DAYS);
  const languages =
    stats.data?.languages.map((row) => ({
      key: row.lang,
      label: format.language(row.lang),
      value: row.views,
      valueText: format.number(row.views),
    })) ?? [];
  return (
    <AdminSection id="stats-pageviews" title={t('admin:stats.pageViews', { days: PAGE_VIEW_DAYS })}>
      <NotCountedNote />
      {stats.isError && <AdminErrorAlert error={stats.error} />}
      {stats.isPending && <Skeleton variant="rectangular" height={160} />}
      {stats.data && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
            <BarChart title={t('admin:stats.languagesChart')} bars={languages} orientation="horizontal" />
            <DataTable
              caption={t('admin:stats.languagesChart')}
              columns={[
                { header: t('admin:stats.language'), cell: (row) => row.label },
                { header: t('admin:stats.views'), cell: (row) => row.valueText, numeric: true },
              ]}
              rows={languages}
              rowKey={(row) => row.key}
              empty={t('admin:common.noData')}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('admin:stats.topPagesNote')}
          </Typography>
          <DataTable
            caption={t('admin:stats.pagesTable')}
            showCaption
            columns={[
              { header: t('admin:stats.page'), cell: (row) => row.path },
              { header: t('admin:stats.language'), cell: (row) => format.language(row.lang) },
              { header: t('admin:stats.views'), cell: (row) => format.number(row.views), numeric: true },
            ]}
            rows={stats.data.pages}
            rowKey={(row) => `${row.path} ${row.lang}`}
            empty={t('admin:common.noData')}
            maxHeight={420}
          />
        </Stack>
      )}
    </AdminSection>
  );
}

/** Why a visit from this machine does not show: the collector skips admin pages and local addresses (docs/spec/decisions.md §10). */
export function NotCountedNote() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
      {t('admin:stats.notCounted')}
    </Typography>
  );
}
