import { z } from 'zod';
import { useTranslation } from '#web/lib/i18n/react';
import { TIME_RANGES } from '@atrium/shared/api/admin';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { AttentionSection } from '../components/AttentionSection';
import { SummaryCards } from '../components/SummaryCards';
import { Shortcuts } from '../components/Shortcuts';
import { isAdmin, useAdminRole } from '#web/features/admin/lib/admin-role';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { CountriesSection } from '#web/features/admin/stats/components/CountriesSection';
import { PageViewsSection } from '#web/features/admin/stats/components/PageViewsSection';
import { RegistrationsSection } from '#web/features/admin/stats/components/RegistrationsSection';

/** The chosen registrations range is in the URL (?range=week), so a view can be shared. */
const dashboardSearch = z.object({ range: z.enum(TIME_RANGES).default('day') });

/**
 * The default admin page. Both roles: what needs attention in the content (drafts, scheduled
 * changes, translations). ADMIN: first the day's figures, then the statistics (registrations,
 * countries, page views). MANAGER: then shortcuts to the content pages.
 */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const role = useAdminRole();
  const [search, update] = useSearchState(dashboardSearch);
  return (
    <AdminPage title={t('admin:dashboard.title')}>
      {isAdmin(role) ? (
        <>
          <SummaryCards />
          <AttentionSection />
          <RegistrationsSection range={search.range} onRangeChange={(range) => update({ range }, false)} />
          <CountriesSection />
          <PageViewsSection />
        </>
      ) : (
        <>
          <AttentionSection />
          <Shortcuts />
        </>
      )}
    </AdminPage>
  );
}
