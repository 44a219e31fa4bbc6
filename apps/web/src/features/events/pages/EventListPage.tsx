import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEvents } from '../api/get-events';
import { EventColumn } from '../components/EventColumn';
import { EventGroup } from '../components/EventGroup';
import { formatCalendarDate } from '#web/lib/format/dates';

/** /event: events in progress, upcoming and past (with the ended notice), each a card linking to its page. */
export default function EventListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const events = useEvents(lang);
  const all = events.data ? [...events.data.inProgress, ...events.data.upcoming, ...events.data.past] : [];
  // One note for the page, naming every other language its cards are in (each card is marked too).
  const served = otherLanguages(all, lang);
  return (
    <EventColumn wide>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {t('events:list.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.8, maxWidth: 720 }}>
        {t('events:list.intro')}
      </Typography>
      {events.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('events:list.todayAtVenue', { date: formatCalendarDate(events.data.today, lang) })}
        </Typography>
      )}
      {served.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {events.isError && <LoadError onRetry={() => void events.refetch()} />}
      {events.isPending && (
        <Box aria-busy="true" sx={{ mt: 6, display: 'grid', gap: 3, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          ))}
        </Box>
      )}
      {events.data && (
        <>
          <EventGroup
            id="events-in-progress"
            title={t('events:list.inProgress')}
            events={events.data.inProgress}
            lang={lang}
            empty={t('events:list.emptyInProgress')}
            priority
          />
          <EventGroup
            id="events-upcoming"
            title={t('events:list.upcoming')}
            events={events.data.upcoming}
            lang={lang}
            empty={t('events:list.emptyUpcoming')}
          />
          <EventGroup
            id="events-past"
            title={t('events:list.past')}
            events={events.data.past}
            lang={lang}
            empty={t('events:list.emptyPast')}
            notice={
              events.data.past.length > 0 && (
                <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                  {t('events:list.endedNotice')}
                </Alert>
              )
            }
          />
        </>
      )}
    </EventColumn>
  );
}
