import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEvents } from '../api/get-events';
import { EndedNotice } from '../components/EndedNotice';
import { EventColumn } from '../components/EventColumn';
import { EventGroup } from '../components/EventGroup';
import { formatCalendarDate } from '#web/lib/format/dates';
import styles from './EventListPage.module.css';

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
      <h1 className={`type-h3 ${styles.heading}`}>{t('events:list.title')}</h1>
      <p className={`type-body1 ${styles.intro}`}>{t('events:list.intro')}</p>
      {events.data && (
        <p className={`type-body2 ${styles.today}`}>
          {t('events:list.todayAtVenue', { date: formatCalendarDate(events.data.today, lang) })}
        </p>
      )}
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {events.isError && <LoadError onRetry={() => void events.refetch()} />}
      {events.isPending && (
        <div aria-busy="true" className={styles.skeleton}>
          {[0, 1].map((i) => (
            <div key={i} className={styles.skeletonCard}>
              <Skeleton variant="rounded" height="100%" />
            </div>
          ))}
        </div>
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
                <EndedNotice className={styles.ended}>{t('events:list.endedNotice')}</EndedNotice>
              )
            }
          />
        </>
      )}
    </EventColumn>
  );
}
