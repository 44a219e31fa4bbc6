import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { TIME_RANGES, type TimeRange } from '@atrium/shared/api/admin';
import { useRegistrationStats } from '../api/get-registration-stats';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminSection } from '#web/features/admin/components/AdminPage';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { BarChart } from './BarChart';

interface RegistrationsSectionProps {
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
}

/** Sign-ups per day, week, month or year (tabs), as a bar chart with its table. */
export function RegistrationsSection({ range, onRangeChange }: RegistrationsSectionProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const stats = useRegistrationStats(range);
  const rangeLabel = (r: TimeRange) => t(`admin:stats.range.${r}`);
  const bars =
    stats.data?.buckets.map((bucket) => ({
      key: bucket.start,
      label: format.bucket(bucket.start, range),
      value: bucket.count,
      valueText: format.number(bucket.count),
    })) ?? [];
  return (
    <AdminSection id="stats-registrations" title={t('admin:stats.registrations')}>
      <Tabs
        value={range}
        onChange={(_event, next: TimeRange) => onRangeChange(next)}
        aria-label={t('admin:stats.rangeLabel')}
        sx={{ mb: 2 }}
      >
        {TIME_RANGES.map((r) => (
          <Tab key={r} value={r} label={rangeLabel(r)} id={`range-tab-${r}`} aria-controls="range-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="range-panel" aria-labelledby={`range-tab-${range}`}>
        {stats.isError && <AdminErrorAlert error={stats.error} />}
        {stats.isPending && <Skeleton variant="rectangular" className={skeletonSizes.h220} />}
        {stats.data && (
          <>
            <BarChart
              title={t('admin:stats.registrationsChart', { range: rangeLabel(range) })}
              bars={bars}
              orientation="vertical"
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('admin:stats.timezone', { timezone: stats.data.timezone })}
            </Typography>
            <Box component="details" sx={{ mt: 1 }}>
              <Box component="summary" sx={{ cursor: 'pointer', py: 1 }}>
                {t('admin:stats.showTable')}
              </Box>
              <DataTable
                caption={t('admin:stats.registrationsChart', { range: rangeLabel(range) })}
                columns={[
                  { header: t('admin:stats.period'), cell: (bar) => bar.label },
                  { header: t('admin:stats.signups'), cell: (bar) => bar.valueText, numeric: true },
                ]}
                rows={bars}
                rowKey={(bar) => bar.key}
                empty={t('admin:common.noData')}
              />
            </Box>
          </>
        )}
      </Box>
    </AdminSection>
  );
}
