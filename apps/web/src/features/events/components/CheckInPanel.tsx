import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { BusyBar } from '#web/components/content/BusyBar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HowToReg from '@mui/icons-material/HowToReg';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { LoadError } from '#web/components/content/LoadError';
import { LoginRequired } from '#web/components/content/LoginRequired';
import { useCheckIn } from '../api/check-in';
import { useCheckIns } from '../api/get-check-ins';
import { useApiMessage } from '#web/components/errors/api-error-message';
import { checkInDays, checkInPhase, eventDayOf } from '../lib/check-in-days';
import { giftTileId } from '../lib/gift-tile-id';
import { formatCalendarDate } from '#web/lib/format/dates';
import { CheckInCalendar } from './CheckInCalendar';

type Outcome = { severity: 'success' | 'info' | 'error'; text: string };

interface CheckInPanelProps {
  event: EventDetail;
  lang: Language;
  member: string | null;
  /** Opens (or shows) the gift of event day `day` in the gifts section. */
  onOpenGift: (day: number) => void;
}

/**
 * The check-in of a check-in event: the 28-day calendar with the member's days, and today's
 * button, which says "checked in today" and rests once done, beside a link to today's gift.
 * A visitor sees the calendar too, and the login-required notice in the button's place.
 */
export function CheckInPanel({ event, lang, member, onOpenGift }: CheckInPanelProps) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const state = useCheckIns(event.id, member);
  const checkIn = useCheckIn(event.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const days = state.data?.days ?? event.checkInDays ?? CHECK_IN_DAYS;
  const startDate = state.data?.startDate ?? event.startDate;
  const today = state.data?.today ?? event.today;
  const checkedDays = state.data?.checkedDays ?? [];
  const calendar = checkInDays({ days, startDate, today, checkedDays });
  const phase = checkInPhase(days, startDate, today);
  // Done as soon as the check-in answers, before the member's state is read again.
  const checkedToday = (state.data?.checkedToday ?? false) || checkIn.data?.today === today;
  const missedAny = member !== null && state.data !== undefined && calendar.some((d) => d.state === 'missed');
  const todayDay = eventDayOf(startDate, today);
  const giftLink = (
    <Link
      href={`#${giftTileId(todayDay)}`}
      onClick={(e) => {
        e.preventDefault();
        onOpenGift(todayDay);
      }}
      sx={{ fontWeight: 700 }}
    >
      {t('events:checkIn.openGift')}
    </Link>
  );

  const press = () => {
    setOutcome(null);
    checkIn.mutate(undefined, {
      onSuccess: (result) =>
        setOutcome({ severity: 'success', text: t('events:checkIn.success', { day: result.day }) }),
      onError: (error) => setOutcome({ severity: 'info', text: apiMessage(error) }),
    });
  };

  return (
    <Box component="section" aria-labelledby="check-in-title" sx={{ mt: 5 }}>
      <Typography id="check-in-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('events:checkIn.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, lineHeight: 1.8 }}>
        {t('events:checkIn.intro', { days })}
      </Typography>
      {member !== null && state.isError && <LoadError onRetry={() => void state.refetch()} />}
      {member !== null && state.data && (
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          {t('events:checkIn.progress', { count: state.data.count, days })}
        </Typography>
      )}
      <BusyBar busy={member !== null && state.isFetching} sx={{ mb: 1 }} />
      <CheckInCalendar days={calendar} lang={lang} />
      {missedAny && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('events:checkIn.missedNote')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
        {phase === 'running' && member !== null && (
          <Button
            variant="contained"
            size="large"
            startIcon={checkedToday ? <CheckCircle aria-hidden /> : <HowToReg aria-hidden />}
            onClick={press}
            disabled={checkIn.isPending || checkedToday}
          >
            {checkedToday ? t('events:checkIn.doneToday') : t('events:checkIn.button')}
          </Button>
        )}
        {phase === 'running' && checkedToday && outcome?.severity !== 'success' && giftLink}
        {phase === 'notStarted' && (
          <Typography>{t('events:checkIn.notStarted', { date: formatCalendarDate(startDate, lang) })}</Typography>
        )}
        {phase === 'ended' && <Typography>{t('events:checkIn.ended')}</Typography>}
      </Stack>
      {member === null && phase === 'running' && (
        <Box sx={{ mt: 3 }}>
          <LoginRequired message={t('events:checkIn.visitorHint')} />
        </Box>
      )}
      {/* Always present, so screen readers announce what the button did. */}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {outcome && (
          <Alert severity={outcome.severity}>
            {outcome.text}
            {outcome.severity === 'success' && <> {giftLink}</>}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
