import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { useRegistrationStats } from '#web/features/admin/stats/api/get-registration-stats';
import { usePageViewStats } from '#web/features/admin/stats/api/get-page-view-stats';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { NotCountedNote, PAGE_VIEW_DAYS } from '#web/features/admin/stats/components/PageViewsSection';
import { StatCard } from './StatCard';

/** The dashboard's figures in a responsive row. */
function CardRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>{children}</Box>
  );
}

/** ADMIN's figures: today's sign-ups (the last daily bucket) and page views over one and 30 days. */
export function SummaryCards() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const daily = useRegistrationStats('day');
  const today = usePageViewStats(1);
  const month = usePageViewStats(PAGE_VIEW_DAYS);
  // A failed read shows a dash here; the statistics sections below show the error itself.
  const figure = (query: { isError: boolean; data?: unknown }, value: number | undefined) =>
    query.isError ? '—' : value === undefined ? null : format.number(value);
  return (
    <div>
      <CardRow>
        <StatCard label={t('admin:dashboard.signupsToday')} value={figure(daily, daily.data?.buckets.at(-1)?.count)} />
        <StatCard label={t('admin:dashboard.viewsToday')} value={figure(today, today.data?.total)} />
        <StatCard
          label={t('admin:dashboard.viewsMonth', { days: PAGE_VIEW_DAYS })}
          value={figure(month, month.data?.total)}
        />
      </CardRow>
      <NotCountedNote />
    </div>
  );
}
