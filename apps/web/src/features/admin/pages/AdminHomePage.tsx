import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { TIME_RANGES } from '@atrium/shared/api/admin';
import { AdminPage } from '../components/AdminPage';
import { CardRow, OpenEventsCard, SummaryCards } from '../dashboard/SummaryCards';
import { Shortcuts } from '../dashboard/Shortcuts';
import { isAdmin, useAdminRole } from '../lib/adminRole';
import { useSearchState } from '../lib/searchState';
import { CountriesSection } from '../stats/CountriesSection';
import { PageViewsSection } from '../stats/PageViewsSection';
import { RegistrationsSection } from '../stats/RegistrationsSection';

/** The chosen registrations range is in the URL (?range=week), so a view can be shared. */
const dashboardSearch = z.object({ range: z.enum(TIME_RANGES).default('day') });

/**
 * The default admin page. ADMIN: the day's figures and the statistics (registrations, countries,
 * page views). MANAGER: the open-events card and shortcuts to the content pages.
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
          <RegistrationsSection range={search.range} onRangeChange={(range) => update({ range }, false)} />
          <CountriesSection />
          <PageViewsSection />
        </>
      ) : (
        <>
          <CardRow>
            <OpenEventsCard />
          </CardRow>
          <Shortcuts />
        </>
      )}
    </AdminPage>
  );
}
