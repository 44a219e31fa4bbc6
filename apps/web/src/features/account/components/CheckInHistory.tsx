import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { MyCheckInEvent, MyGift } from '@atrium/shared/api/my-check-ins';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { LoadError } from '#web/components/content/LoadError';
import { langIfOther } from '#web/components/content/served-language';
import { LazyGiftDialog } from '#web/components/gifts/LazyGiftDialog';
import { useGiftKindName } from '#web/components/gifts/gift-kind';
import { formatDateRange } from '#web/lib/format/dates';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useMyCheckIns } from '../api/get-my-check-ins';
import { accountKeys } from '../api/keys';

/** Day numbers as a plain list: Japanese separates them with 、, the others with a comma. */
function dayList(days: number[], lang: Language): string {
  return days.join(lang === 'ja' ? '、' : ', ');
}

interface Opened {
  eventId: number;
  gift: MyGift;
}

function EventCheckIns({
  event,
  lang,
  onOpen,
}: {
  event: MyCheckInEvent;
  lang: Language;
  onOpen: (o: Opened) => void;
}) {
  const { t } = useTranslation();
  const kindName = useGiftKindName();
  const titleId = `my-check-ins-${event.eventId}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        <Link
          component={RouterLink}
          to={href(lang, 'eventDetail', { id: String(event.eventId) })}
          lang={langIfOther(event.lang, lang)}
        >
          {event.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateRange(event.startDate, event.endDate, lang)}
      </Typography>
      <Typography variant="body2">
        {t('events:checkIn.progress', { count: event.checkedDays.length, days: event.days })}
        {' · '}
        {t('auth:my.checkedDays', { days: dayList(event.checkedDays, lang) })}
      </Typography>
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700, mt: 1 }}>
        {t('auth:my.giftsReceived')}
      </Typography>
      {event.gifts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('auth:my.noGifts')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {event.gifts.map((gift) => {
            const title = gift.title || kindName(gift.kind);
            const day = t('events:checkIn.day', { day: gift.day });
            const action = t('events:gifts.downloadAgain');
            return (
              <Box
                component="li"
                key={gift.day}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {day}
                </Typography>
                <Typography variant="body2" lang={langIfOther(gift.lang, lang)} sx={{ flexGrow: 1, minWidth: 120 }}>
                  {title}
                </Typography>
                <Chip size="small" variant="outlined" label={t(`events:gifts.format.${gift.format}`)} />
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Download aria-hidden />}
                  onClick={() => onOpen({ eventId: event.eventId, gift })}
                  // The visible words first (WCAG 2.5.3), then which gift.
                  aria-label={`${action}: ${day}, ${title}`}
                >
                  {action}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** /my's check-ins: each check-in event the member took part in, its days, and the gifts to download again. */
export function CheckInHistory() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const checkIns = useMyCheckIns(lang);
  const [opened, setOpened] = useState<Opened | null>(null);

  if (checkIns.isError) return <LoadError onRetry={() => void checkIns.refetch()} />;
  if (checkIns.isPending) return <Typography role="status">{t('loading')}</Typography>;
  const { events } = checkIns.data;
  return (
    <>
      {events.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">{t('auth:my.noCheckIns')}</Typography>
          <Button component={RouterLink} to={href(lang, 'event')} variant="outlined">
            {t('auth:my.seeEvents')}
          </Button>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {events.map((event) => (
            <EventCheckIns key={event.eventId} event={event} lang={lang} onOpen={setOpened} />
          ))}
        </Box>
      )}
      {opened && (
        <LazyGiftDialog
          eventId={opened.eventId}
          gift={opened.gift}
          lang={lang}
          onReceived={() => void client.invalidateQueries({ queryKey: accountKeys.checkIns(lang) })}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
