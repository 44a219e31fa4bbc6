import { Skeleton } from '#web/components/content/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useCountryStats } from '../api/get-country-stats';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminSection } from '#web/features/admin/components/AdminPage';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { BarChart } from './BarChart';

/** The server's code for members without a phone region. */
const UNKNOWN_REGION = 'ZZ';

/** Members per country (the phone number's region) as a chart and a table with shares. */
export function CountriesSection() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const stats = useCountryStats();
  const total = stats.data?.total ?? 0;
  const rows =
    stats.data?.countries.map((country) => ({
      key: country.region,
      label: country.region === UNKNOWN_REGION ? t('admin:stats.unknownRegion') : format.region(country.region),
      value: country.count,
      valueText: format.number(country.count),
      share: total ? `${Math.round((country.count / total) * 100)}%` : '—',
    })) ?? [];
  return (
    <AdminSection id="stats-countries" title={t('admin:stats.countries')}>
      {stats.isError && <AdminErrorAlert error={stats.error} />}
      {stats.isPending && <Skeleton variant="rectangular" height={160} />}
      {stats.data && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
          <BarChart title={t('admin:stats.countriesChart')} bars={rows} orientation="horizontal" />
          <DataTable
            caption={t('admin:stats.countriesChart')}
            columns={[
              { header: t('admin:stats.country'), cell: (row) => row.label },
              { header: t('admin:stats.members'), cell: (row) => row.valueText, numeric: true },
              { header: t('admin:stats.share'), cell: (row) => row.share, numeric: true },
            ]}
            rows={rows}
            rowKey={(row) => row.key}
            empty={t('admin:common.noData')}
          />
        </Stack>
      )}
      {/* Deleted members stay in the figures (anonymous tombstones); staff are told how many. */}
      {stats.data && stats.data.deleted > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('admin:stats.deletedMembers', { count: stats.data.deleted })}
        </Typography>
      )}
    </AdminSection>
  );
}
