import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Tag } from '#web/components/content/Tag';
import Typography from '@mui/material/Typography';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Lock from '@mui/icons-material/Lock';
import { useTranslation } from '#web/lib/i18n/react';
import type { Gift } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { useGiftKindName } from '#web/components/gifts/gift-kind';
import { giftTileId } from '../lib/gift-tile-id';

interface GiftTileProps {
  gift: Gift;
  lang: Language;
  /** Its day has passed without a check-in: it stays locked. */
  missed: boolean;
  onReceive: () => void;
}

/**
 * One day's gift: its day, kind and title; locked (for good when its day was missed), coming
 * soon, or a button to receive it, or to open it again once received.
 */
export function GiftTile({ gift, lang, missed, onReceive }: GiftTileProps) {
  const { t } = useTranslation();
  const kindName = useGiftKindName();
  const title = gift.title || kindName(gift.kind);
  const ready = gift.unlocked && gift.available;
  const action = gift.received ? t('events:gifts.open') : t('events:gifts.receive');
  return (
    <Box
      component="li"
      id={giftTileId(gift.day)}
      // Focusable, so the check-in's link can lead to a gift that has no button yet.
      tabIndex={-1}
      data-day={gift.day}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: ready ? 'primary.main' : 'divider',
        bgcolor: ready ? 'background.paper' : 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('events:checkIn.day', { day: gift.day })}
        </Typography>
        {gift.unlocked ? (
          <CardGiftcard aria-hidden color="primary" fontSize="small" />
        ) : (
          <Lock aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
        )}
      </Box>
      <Tag variant="outlined" label={t(`events:gifts.format.${gift.format}`)} sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="body2" lang={langIfOther(gift.lang, lang)} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {!gift.unlocked && (
        <Typography variant="caption" color="text.secondary">
          {missed ? t('events:gifts.missedHint') : t('events:gifts.lockedHint', { day: gift.day })}
        </Typography>
      )}
      {gift.unlocked && !gift.available && (
        <Typography variant="caption" color="text.secondary">
          {t('events:gifts.unavailable')}
        </Typography>
      )}
      {ready && (
        <>
          {gift.received && (
            <Typography variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <CheckCircle aria-hidden sx={{ fontSize: 14 }} color="success" />
              {t('events:gifts.received')}
            </Typography>
          )}
          <Button
            size="small"
            variant={gift.received ? 'outlined' : 'contained'}
            onClick={onReceive}
            // The visible word first (WCAG 2.5.3), then which gift it is.
            aria-label={`${action}: ${t('events:checkIn.day', { day: gift.day })}, ${title}`}
          >
            {action}
          </Button>
        </>
      )}
    </Box>
  );
}
