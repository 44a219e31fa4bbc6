import type { ReactNode } from 'react';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { EventCard } from './EventCard';
import styles from './EventGroup.module.css';

interface EventGroupProps {
  id: string;
  title: string;
  events: readonly EventSummary[];
  lang: Language;
  empty: string;
  /** Shown under the heading (the past group's "these events have ended"). */
  notice?: ReactNode;
  /** The first card's picture is the page's largest paint. */
  priority?: boolean;
}

/** One of the list's groups (in progress, upcoming, past): a heading, then its cards or a line saying there are none. */
export function EventGroup({ id, title, events, lang, empty, notice, priority = false }: EventGroupProps) {
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={`type-h5 ${styles.heading}`}>
        {title}
      </h2>
      {notice}
      {events.length === 0 ? (
        <p className="type-body1">{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {events.map((event, i) => (
            <li key={event.id}>
              <EventCard event={event} lang={lang} priority={priority && i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
