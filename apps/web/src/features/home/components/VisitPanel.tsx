import { useId, type ReactNode } from 'react';
import { Skeleton } from '#web/components/content/Skeleton';
import type { IconComponent } from '#web/components/ui/Icon';
import {
  AccessTimeIcon,
  CheckCircleIcon,
  DoNotDisturbOnIcon,
  LocalActivityOutlinedIcon,
  PhoneOutlinedIcon,
  PlaceOutlinedIcon,
} from './icons';
import { TextLink } from '#web/components/ui/TextLink';
import { useTranslation } from '#web/lib/i18n/react';
import type { VisitResponse } from '@atrium/shared/api/visit';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { splitParagraphs } from '#web/components/content/Paragraphs';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useVisit } from '../api/get-visit';
import { HomeSection } from './HomeSection';
import { dayRuns, formatClosureDate, formatDays, formatTime, telHref } from './visit-format';
import styles from './VisitPanel.module.css';

/** Closures listed ahead of time: the next few are what a visitor plans around. */
const UPCOMING_CLOSURES = 3;
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/**
 * Home: whether the venue is open now (in words, with an icon, not only a colour), today's
 * hours, the week's hours and the next closures, the address and admission. Its data usually
 * comes with the HTML; "open now" is refreshed while the page stays open (getVisit).
 */
export function VisitPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  const visit = useVisit(lang);
  // Secondary to the page: on a failed read the rest of the home page stands on its own.
  if (visit.isError) return null;
  return (
    // Korean breaks lines between words, not inside them: the site's :lang(ko) rule.
    <HomeSection headingId={headingId}>
      <h2 id={headingId} className={`type-h4 ${styles.title}`}>
        {t('home:visit.title')}
      </h2>
      {visit.data ? (
        <VisitDetails visit={visit.data} lang={lang} />
      ) : (
        // In a status, which may carry the name (a plain element may not: axe's aria-prohibited-attr).
        <div role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" className={styles.loading} />
        </div>
      )}
    </HomeSection>
  );
}

function VisitDetails({ visit, lang }: { visit: VisitResponse; lang: Language }) {
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
    <div className={styles.layout}>
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
        <SubHeading icon={AccessTimeIcon}>{t('home:visit.hours')}</SubHeading>
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

      <div className={styles.aside}>
        <div>
          <SubHeading icon={PlaceOutlinedIcon}>{t('home:visit.address')}</SubHeading>
          <p lang={langIfOther(visit.langs.address, lang)} className={`type-body1 ${styles.prose}`}>
            {visit.address}
          </p>
        </div>
        <div>
          <SubHeading icon={LocalActivityOutlinedIcon}>{t('home:visit.admission')}</SubHeading>
          <div lang={langIfOther(visit.langs.admission, lang)}>
            {splitParagraphs(visit.admission).map((paragraph, i) => (
              <p key={i} className={`type-body1 ${styles.prose} ${styles.paragraph}`}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        {(visit.contact.phone || visit.contact.email) && (
          <div>
            <SubHeading icon={PhoneOutlinedIcon}>{t('home:visit.contact')}</SubHeading>
            <dl className={styles.contact}>
              {visit.contact.phone && (
                <>
                  <dt className="type-body1">{t('home:visit.phone')}</dt>
                  <dd className="type-body1">
                    <TextLink href={telHref(visit.contact.phone)}>{visit.contact.phone}</TextLink>
                  </dd>
                </>
              )}
              {visit.contact.email && (
                <>
                  <dt className="type-body1">{t('home:visit.email')}</dt>
                  <dd className={`type-body1 ${styles.email}`}>
                    <TextLink href={`mailto:${visit.contact.email}`}>{visit.contact.email}</TextLink>
                  </dd>
                </>
              )}
            </dl>
          </div>
        )}
        <div className={styles.actions}>
          <ForwardButton to={href(lang, 'about')} variant="outlined">
            {t('home:visit.directions')}
          </ForwardButton>
          <LanguageNote served={servedLanguages(visit)} page={lang} />
        </div>
      </div>
    </div>
  );
}

/** The position of a set of days in a Monday-first week, for ordering the hours. */
function firstDay(days: readonly number[]): number {
  const first = dayRuns(days)[0]?.from ?? 0;
  return MONDAY_FIRST.indexOf(first);
}

function SubHeading({ icon: Icon, children }: { icon: IconComponent; children: ReactNode }) {
  return (
    <h3 className={`type-subtitle1 ${styles.subHeading}`}>
      <Icon fontSize="small" className={styles.subHeadingIcon} />
      {children}
    </h3>
  );
}
