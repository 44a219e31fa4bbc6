import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Tag } from '#web/components/content/Tag';
import { langIfOther } from '#web/components/content/served-language';
import { TextLink } from '#web/components/ui/TextLink';
import { useToday } from '#web/components/today/get-today';
import { formatCalendarDate, formatDateRange } from '#web/lib/format/dates';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useIsSignedIn } from '#web/lib/session';
import type { TodayResponse } from '@atrium/shared/api/today';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { HomeSection } from './HomeSection';
import styles from './TodayPanel.module.css';

// A member's only, after hydration: its code (the check-in calls, the form's controls) is not
// part of the page's first load, which is everyone's.
const MemberCheckInCard = lazy(() =>
  import('#web/components/check-in/CheckInCard').then((m) => ({ default: m.MemberCheckInCard })),
);

/**
 * Home: "Today at the memorial" (issue 42, item 3), in the place of the old secondary carousel:
 * exhibitions on now, today's events and program sessions, or the next ones, said so, when none
 * is today. Plain lists and links, nothing that moves; its data comes with the HTML (the server
 * keeps the page until the venue's date may turn). A signed-in member also finds the running
 * check-in event's card here, after hydration (the page's HTML is everyone's;
 * docs/decisions/038-today-at-the-memorial.md).
 */
export function TodayPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const today = useToday(lang);
  // Secondary to the page: without its data (a failed read) the rest of the home page stands.
  if (!today.data) return null;
  const data = today.data;
  return (
    <HomeSection headingId={headingId} className={styles.panel}>
      <div className={styles.head}>
        <h2 id={headingId} className={`type-h4 ${styles.title}`}>
          {t('home:today.title')}
        </h2>
        <p className={`type-body1 ${styles.date}`}>{formatCalendarDate(data.today, lang)}</p>
      </div>
      <div className={styles.columns}>
        <Exhibitions data={data} lang={lang} />
        <Events data={data} lang={lang} />
        <Sessions data={data} lang={lang} />
      </div>
    </HomeSection>
  );
}

function Column({
  title,
  note,
  empty,
  more,
  children,
}: {
  title: string;
  /** Says that the items are the next ones, not today's. */
  note?: string;
  empty?: string;
  more?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.column}>
      <h3 id={titleId} className={`type-h6 ${styles.columnTitle}`}>
        {title}
      </h3>
      {note && <p className={`type-body2 ${styles.note}`}>{note}</p>}
      {empty ? <p className={`type-body2 ${styles.empty}`}>{empty}</p> : <ul className={styles.list}>{children}</ul>}
      {more}
    </section>
  );
}

function Exhibitions({ data, lang }: { data: TodayResponse; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Column
      title={t('home:today.exhibitions')}
      empty={data.exhibitions.length ? undefined : t('home:today.noExhibitions')}
      more={<More to={href(lang, 'exhibitions')}>{t('home:today.allExhibitions')}</More>}
    >
      {data.exhibitions.map((x) => (
        <li key={x.slug} className={styles.item}>
          <TextLink to={href(lang, 'exhibition', { slug: x.slug })} lang={langIfOther(x.lang, lang)}>
            {x.title}
          </TextLink>
          <span className={`type-body2 ${styles.meta}`}>
            {x.endsOn ? t('home:today.until', { date: formatCalendarDate(x.endsOn, lang) }) : t('home:today.permanent')}
            {x.place && (
              <>
                {metaDot(lang)}
                <span lang={langIfOther(x.lang, lang)}>{x.place}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </Column>
  );
}

function Events({ data, lang }: { data: TodayResponse; lang: Language }) {
  const { t } = useTranslation();
  // Signed in (false on the server and as the page hydrates): only then is the card's code fetched.
  const signedIn = useIsSignedIn();
  const { events } = data;
  const checkInEvent = events.when === 'today' ? events.items.find((e) => e.checkIn) : undefined;
  return (
    <Column
      title={events.when === 'next' ? t('home:today.eventsNext') : t('home:today.eventsToday')}
      note={
        events.when === 'next' && events.date
          ? t('home:today.eventsNextNote', { date: formatCalendarDate(events.date, lang) })
          : undefined
      }
      empty={events.when === 'none' ? t('home:today.noEvents') : undefined}
      more={
        <>
          {/* A member's, after hydration: the HTML everyone gets has none (no shift for visitors). */}
          {checkInEvent && signedIn && (
            // Its own boundary: the block stays on screen while the card's code comes.
            <Suspense fallback={null}>
              <MemberCheckInCard event={checkInEvent} heading="h4" />
            </Suspense>
          )}
          <More to={href(lang, 'event')}>{t('home:today.allEvents')}</More>
        </>
      }
    >
      {events.items.map((e) => (
        <li key={e.id} className={styles.item}>
          <TextLink to={href(lang, 'eventDetail', { id: String(e.id) })} lang={langIfOther(e.lang, lang)}>
            {e.title}
          </TextLink>
          <span className={`type-body2 ${styles.meta}`}>{formatDateRange(e.startDate, e.endDate, lang)}</span>
          {e.checkIn && <Tag label={t('home:today.checkInBadge')} color="primary" variant="outlined" />}
        </li>
      ))}
    </Column>
  );
}

function Sessions({ data, lang }: { data: TodayResponse; lang: Language }) {
  const { t } = useTranslation();
  const { sessions } = data;
  return (
    <Column
      title={sessions.when === 'next' ? t('home:today.sessionsNext') : t('home:today.sessionsToday')}
      note={
        sessions.when === 'next' && sessions.date
          ? t('home:today.sessionsNextNote', { date: formatCalendarDate(sessions.date, lang) })
          : undefined
      }
      empty={sessions.when === 'none' ? t('home:today.noSessions') : undefined}
    >
      {sessions.items.map((s) => (
        <li key={s.id} className={styles.item}>
          <TextLink
            to={href(lang, 'programSession', {
              categoryId: String(s.categoryId),
              programId: String(s.programId),
              sessionId: String(s.id),
            })}
            lang={langIfOther(s.lang, lang)}
          >
            {s.title || s.programTitle}
          </TextLink>
          <span className={`type-body2 ${styles.meta}`}>
            {s.time}
            {s.place && (
              <>
                {metaDot(lang)}
                <span lang={langIfOther(s.lang, lang)}>{s.place}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </Column>
  );
}

/** Between an item's facts: Japanese writes a full-width ・ without spaces (JIS), the others a spaced middle dot. */
const metaDot = (lang: Language) => (lang === 'ja' ? '・' : ' · ');

function More({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className={`type-body2 ${styles.more}`}>
      {children}
    </TextLink>
  );
}
