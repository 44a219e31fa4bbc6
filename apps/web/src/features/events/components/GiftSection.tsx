import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Gift } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { LoadError } from '../../../components/content/LoadError';
import { LoginRequired } from '../../../components/content/LoginRequired';
import { useGifts } from '../api/getGifts';
import { GiftDialog } from './GiftDialog';
import { GiftTile } from './GiftTile';

/** The 28 gifts of a check-in event, each unlocked by checking in on its day; members only. */
export function GiftSection({ event, lang, member }: { event: EventDetail; lang: Language; member: string | null }) {
  const { t } = useTranslation();
  const gifts = useGifts(lang, event.id, member);
  const [open, setOpen] = useState<Gift | null>(null);
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
        <Box
          component="ul"
          aria-label={t('events:gifts.list')}
          aria-busy={gifts.isPending}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {gifts.isPending &&
            Array.from({ length: 7 }, (_, i) => (
              <li key={i}>
                <Skeleton variant="rounded" height={140} />
              </li>
            ))}
          {gifts.data?.gifts.map((gift) => (
            <GiftTile key={gift.day} gift={gift} lang={lang} onReceive={() => setOpen(gift)} />
          ))}
        </Box>
      )}
      {open && <GiftDialog eventId={event.id} gift={open} lang={lang} onClose={() => setOpen(null)} />}
    </Box>
  );
}
