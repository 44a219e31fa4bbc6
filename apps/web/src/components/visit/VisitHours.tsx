import type { VisitResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { useTranslation } from '#web/lib/i18n/react';
import { AccessTimeIcon, CheckCircleIcon, DoNotDisturbOnIcon } from './icons';
import { dayRuns, formatClosureDate, formatDays, formatTime } from './visit-format';
import { VisitSubHeading } from './VisitSubHeading';
import styles from './VisitHours.module.css';

/** Closures listed ahead of time: the next few are what a visitor plans around. */
const UPCOMING_CLOSURES = 3;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/**
 * Whether the venue is open now (in words, with an icon, not only a colour), today's hours, the
 * week's hours and the next closures, all in the venue's time zone as GET /api/visit worked them
 * out: the home page's visit block and the Visit page show this one card.
 */
export function VisitHours({ visit, lang }: { visit: VisitResponse; lang: Language }) {
  const { t } = useTranslation();
  const hours = (open: string, close: string) =>
    t('home:visit.timeRange', { open: formatTime(open, lang), close: formatTime(close, lang) });
  const days = (list: readonly number[]) =>
    formatDays(list, lang, (from, to) => t('home:visit.dayRange', { from, to }));
  const rows = [
    ...visit.hours.map((h) => ({ days: h.days, text: hours(h.open, h.close) })),
    ...(visit.closedDays.length ? [{ days: visit.closedDays, text: t('home:visit.closed') }] : []),
  ]
    .filter((row) => row.days.length > 0)
    .sort((a, b) => firstDay(a.days) - firstDay(b.days));
  const closures = visit.specialClosures.slice(0, UPCOMING_CLOSURES);
  const status = visit.openNow ? 'openNow' : visit.today ? 'closedNow' : 'closedToday';
  const StatusIcon = visit.openNow ? CheckCircleIcon : DoNotDisturbOnIcon;

  return (
    <div className={styles.card}>
      <div data-status={status} className={visit.openNow ? styles.open : styles.closed}>
        <StatusIcon fontSize="small" />
        {t(`home:visit.${status}`)}
      </div>
      {visit.today && (
        <p className={`type-body1 ${styles.today}`}>
          {t('home:visit.todayHours', { hours: hours(visit.today.open, visit.today.close) })}
        </p>
      )}
      <hr className={styles.divider} />
      <VisitSubHeading icon={AccessTimeIcon}>{t('home:visit.hours')}</VisitSubHeading>
      {/* The hours stay on one line; the days wrap when the card is narrow. */}
      <dl className={styles.hours}>
        {rows.map((row, i) => (
          <div key={i} className={styles.row}>
            <dt className={`type-body1 ${styles.days}`}>{days(row.days)}</dt>
            <dd className={`type-body1 ${styles.time}`}>{row.text}</dd>
          </div>
        ))}
      </dl>
      {closures.length > 0 && (
        <>
          <h3 className={styles.closuresTitle}>{t('home:visit.upcomingClosures')}</h3>
          <ul className={styles.closures}>
            {closures.map((c) => (
              <li key={c.date} className={`type-body2 ${styles.closure}`}>
                <time dateTime={c.date} className={styles.closureDate}>
                  {formatClosureDate(c.date, lang)}
                </time>
                {c.reason && (
                  <>
                    {' · '}
                    <span lang={langIfOther(c.lang, lang)}>{c.reason}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The position of a set of days in a Monday-first week, for ordering the hours. */
function firstDay(days: readonly number[]): number {
  const first = dayRuns(days)[0]?.from ?? 0;
  return MONDAY_FIRST.indexOf(first);
}
