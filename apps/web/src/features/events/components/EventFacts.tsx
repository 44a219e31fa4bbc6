import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { formatDateRange } from '#web/lib/format/dates';
import styles from './EventFacts.module.css';

type Fact = 'date' | 'location' | 'target' | 'program' | 'organizer';

/** The spec's event fields as a definition list: dates, location, target, program, organizer (empty ones left out). */
export function EventFacts({
  event,
  lang,
  facts = ['date', 'location', 'target', 'program', 'organizer'],
  dense = false,
}: {
  event: EventSummary;
  lang: Language;
  facts?: readonly Fact[];
  dense?: boolean;
}) {
  const { t } = useTranslation();
  const values: Record<Fact, string> = {
    date: formatDateRange(event.startDate, event.endDate, lang),
    location: event.location,
    target: event.target,
    program: event.program,
    organizer: event.organizer,
  };
  const shown = facts.filter((fact) => values[fact]);
  return (
    <dl className={clsx(styles.facts, dense && styles.dense)}>
      {shown.map((fact) => (
        <div key={fact}>
          <dt>{t(`events:facts.${fact}`)}</dt>
          {/* The date is written in the page's language; the other values are the event's texts. */}
          <dd lang={fact === 'date' ? undefined : langIfOther(event.lang, lang)}>
            {fact === 'date' ? (
              <time dateTime={`${event.startDate}/${event.endDate}`}>{values.date}</time>
            ) : (
              values[fact]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
