import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventDetail, Gift } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { LoadError } from '#web/components/content/LoadError';
import { LoginRequired } from '#web/components/content/LoginRequired';
import { CardGrid } from '#web/components/pages/CardGrid';
import { useGifts } from '../api/get-gifts';
import { eventsKeys } from '../api/keys';
import { eventDayOf } from '../lib/check-in-days';
import { giftTileId } from '../lib/gift-tile-id';
import { LazyGiftDialog } from '#web/components/gifts/LazyGiftDialog';
import { GiftTile } from './GiftTile';

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
    <Box component="section" aria-labelledby="gifts-title" sx={{ mt: 5 }}>
      <Typography id="gifts-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('events:gifts.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, lineHeight: 1.8 }}>
        {t('events:gifts.intro')}
      </Typography>
      {member === null ? (
        <LoginRequired message={t('events:gifts.visitorHint')} />
      ) : gifts.isError ? (
        <LoadError onRetry={() => void gifts.refetch()} />
      ) : (
        <CardGrid
          aria-label={t('events:gifts.list')}
          aria-busy={gifts.isPending}
          gap={1.5}
          columns="repeat(auto-fill, minmax(150px, 1fr))"
        >
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
        </CardGrid>
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
    </Box>
  );
}
