import { useQueryClient } from '#web/lib/reads';
import { useEffect, useState } from 'react';
import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventDetail, Gift } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { LoadError } from '#web/components/content/LoadError';
import { LoginRequired } from '#web/components/content/LoginRequired';
import { useGifts } from '../api/get-gifts';
import { eventsKeys } from '../api/keys';
import { eventDayOf } from '../lib/check-in-days';
import { giftTileId } from '../lib/gift-tile-id';
import { LazyGiftDialog } from '#web/components/gifts/LazyGiftDialog';
import { GiftTile } from './GiftTile';
import styles from './GiftSection.module.css';

interface GiftSectionProps {
  event: EventDetail;
  lang: Language;
  member: string | null;
  /** A day whose gift was asked for (the check-in's link): opened when ready, else shown. */
  requestedDay: number | null;
  onRequestHandled: () => void;
}

/** The 28 gifts of a check-in event, each unlocked by checking in on its day; members only. */
export function GiftSection({ event, lang, member, requestedDay, onRequestHandled }: GiftSectionProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const gifts = useGifts(lang, event.id, member);
  const [open, setOpen] = useState<Gift | null>(null);
  const todayDay = eventDayOf(event.startDate, event.today);

  // The gift the check-in's link asks for opens when it is ready; the request ends with its dialog.
  const requested = requestedDay === null ? undefined : gifts.data?.gifts.find((g) => g.day === requestedDay);
  const requestedReady = requested?.unlocked && requested.available ? requested : null;
  const shown = open ?? requestedReady;
  const listed = gifts.data !== undefined;
  const ready = requestedReady !== null;
  useEffect(() => {
    if (requestedDay === null || !listed) return;
    const tile = document.getElementById(giftTileId(requestedDay));
    // jsdom has no scrollIntoView.
    if (typeof tile?.scrollIntoView === 'function') tile.scrollIntoView({ block: 'center' });
    if (ready) return;
    // Not to be received (yet): the tile says why.
    tile?.focus();
    onRequestHandled();
  }, [requestedDay, listed, ready, onRequestHandled]);
  const close = () => {
    setOpen(null);
    if (requestedDay !== null) onRequestHandled();
  };
  return (
    <section aria-labelledby="gifts-title" className={styles.section}>
      <h2 id="gifts-title" className={`type-h5 ${styles.heading}`}>
        {t('events:gifts.title')}
      </h2>
      <p className={`type-body1 ${styles.intro}`}>{t('events:gifts.intro')}</p>
      {member === null ? (
        <LoginRequired message={t('events:gifts.visitorHint')} />
      ) : gifts.isError ? (
        <LoadError onRetry={() => void gifts.refetch()} />
      ) : (
        <ul aria-label={t('events:gifts.list')} aria-busy={gifts.isPending} className={styles.grid}>
          {gifts.isPending &&
            Array.from({ length: 7 }, (_, i) => (
              <li key={i}>
                <Skeleton variant="rounded" height={140} />
              </li>
            ))}
          {gifts.data?.gifts.map((gift) => (
            <GiftTile
              key={gift.day}
              gift={gift}
              lang={lang}
              missed={!gift.unlocked && gift.day < todayDay}
              onReceive={() => setOpen(gift)}
            />
          ))}
        </ul>
      )}
      {shown && (
        <LazyGiftDialog
          eventId={event.id}
          gift={shown}
          lang={lang}
          onReceived={() => void client.invalidateQueries({ queryKey: eventsKeys.member() })}
          onClose={close}
        />
      )}
    </section>
  );
}
