import { useId } from 'react';
import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { Tag } from '#web/components/content/Tag';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventSummary } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { EventFacts } from './EventFacts';
import { StatusChip } from './StatusChip';
import { EventAvailableIcon } from './icons';
import styles from './EventCard.module.css';

/** Cards are a column on phones, two from 768 px, three from 1536 px. */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

/** An event in the list: cover, status, title (the link, covering the card), summary and facts. */
export function EventCard({
  event,
  lang,
  priority = false,
}: {
  event: EventSummary;
  lang: Language;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const past = event.status === 'past';
  // Only the served texts carry their language: the chips, labels and date are the page's words.
  const served = langIfOther(event.lang, lang);
  const markId = useId();
  return (
    <article className={styles.card}>
      {event.cover ? (
        <div className={clsx(styles.cover, past && styles.past)}>
          <ResponsivePicture image={event.cover} sizes={COVER_SIZES} priority={priority} />
        </div>
      ) : (
        <div className={styles.noCover} />
      )}
      <div className={styles.body}>
        <div className={styles.chips}>
          <StatusChip status={event.status} />
          {event.checkIn && <Tag variant="outlined" icon={<EventAvailableIcon />} label={t('events:checkInBadge')} />}
          <ShownInMark id={markId} served={event.lang} page={lang} />
        </div>
        <h3 lang={served} className={`type-h6 ${styles.title}`}>
          <RouterLink
            to={href(lang, 'eventDetail', { id: String(event.id) })}
            aria-describedby={served && markId}
            className={styles.link}
          >
            {event.title}
          </RouterLink>
        </h3>
        {event.summary && (
          <p lang={served} className={`type-body2 ${styles.summary}`}>
            {event.summary}
          </p>
        )}
        <EventFacts event={event} lang={lang} facts={['date', 'location', 'target', 'organizer']} dense />
      </div>
    </article>
  );
}
