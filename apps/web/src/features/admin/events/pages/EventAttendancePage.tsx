import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Trans, useTranslation } from '#web/lib/i18n/react';
import { Link as RouterLink } from '#web/lib/router';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { contentHref } from '#web/features/admin/content/lib/content-paths';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { AttendanceSection } from '../components/AttendanceSection';
import { EVENT_ADMIN_TABS, eventAdminSearchSchema, type EventAdminTab } from '../lib/event-admin-search';
import { GiftsSection } from '../components/GiftsSection';
import { ProgramsSection } from '../components/ProgramsSection';

/**
 * /admin/event (staff): attendance of the check-in event with its Excel export, and the editors
 * of programs with their sessions and of the 28 gifts. The events themselves (texts, dates,
 * pictures, publishing) are edited in the editorial engine, under Content → Events; the page
 * links there. The tab and filters live in the URL.
 */
export default function EventAttendancePage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(eventAdminSearchSchema);
  const tab = search.tab;
  return (
    <AdminPage title={t('admin:eventAdmin.title')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        <Trans
          i18nKey="admin:eventAdmin.contentLink"
          // Not <link>: the parser treats it as HTML's empty <link> element.
          components={{ go: <Link component={RouterLink} to={contentHref.list('events')} underline="always" /> }}
        />
      </Alert>
      <Tabs
        value={tab}
        onChange={(_event, next: EventAdminTab) => update({ tab: next === 'attendance' ? undefined : next })}
        aria-label={t('admin:eventAdmin.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {EVENT_ADMIN_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`event-admin-tab-${value}`}
            aria-controls="event-admin-panel"
            label={t(`admin:eventAdmin.tab.${value}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="event-admin-panel" aria-labelledby={`event-admin-tab-${tab}`}>
        {tab === 'attendance' && <AttendanceSection search={search} update={update} />}
        {tab === 'programs' && <ProgramsSection />}
        {tab === 'gifts' && (
          <GiftsSection eventId={search.giftEvent} onEvent={(giftEvent) => update({ giftEvent }, false)} />
        )}
      </Box>
    </AdminPage>
  );
}
