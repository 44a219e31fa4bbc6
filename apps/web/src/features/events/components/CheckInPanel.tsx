import { useState } from 'react';
import { BusyBar } from '#web/components/content/BusyBar';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { TextLink } from '#web/components/ui/TextLink';
import { useTranslation } from '#web/lib/i18n/react';
import type { EventDetail } from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { LoadError } from '#web/components/content/LoadError';
import { LoginRequired } from '#web/components/content/LoginRequired';
import { useCheckIn } from '#web/components/check-in/check-in';
import { useCheckIns } from '#web/components/check-in/get-check-ins';
import { useApiMessage } from '#web/components/errors/api-error-message';
import { checkInDays, checkInPhase, eventDayOf } from '../lib/check-in-days';
import { giftTileId } from '../lib/gift-tile-id';
import { formatCalendarDate } from '#web/lib/format/dates';
import { CheckInCalendar } from './CheckInCalendar';
import { CheckCircleIcon, HowToRegIcon } from './icons';
import styles from './CheckInPanel.module.css';
import alertLook from './alert-look.module.css';

type Outcome = { severity: 'success' | 'info' | 'error'; text: string };

interface CheckInPanelProps {
  event: EventDetail;
  lang: Language;
  member: string | null;
  /** Opens (or shows) the gift of event day `day` in the gifts section. */
  onOpenGift: (day: number) => void;
}

/**
 * The check-in of a check-in event: today's button, which says "checked in today" and rests once
 * done, beside a link to today's gift, then the 28-day calendar with the member's days. The button
 * comes before the calendar, so a member on a phone finds it on the first screen. A visitor sees
 * the calendar too, and the login-required notice in the button's place.
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
    <TextLink
      href={`#${giftTileId(todayDay)}`}
      onClick={(e) => {
        e.preventDefault();
        onOpenGift(todayDay);
      }}
      className={styles.giftLink}
    >
      {t('events:checkIn.openGift')}
    </TextLink>
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
    <section aria-labelledby="check-in-title" className={styles.panel}>
      <h2 id="check-in-title" className={`type-h5 ${styles.heading}`}>
        {t('events:checkIn.title')}
      </h2>
      <p className={`type-body1 ${styles.intro}`}>{t('events:checkIn.intro', { days })}</p>
      {member !== null && state.isError && <LoadError onRetry={() => void state.refetch()} />}
      {member !== null && state.data && (
        <p className={`type-body1 ${styles.progress}`}>
          {t('events:checkIn.progress', { count: state.data.count, days })}
        </p>
      )}
      <div className={styles.busy}>
        <BusyBar busy={member !== null && state.isFetching} />
      </div>
      <div className={styles.actions}>
        {phase === 'running' && member !== null && (
          <Button
            variant="contained"
            size="large"
            startIcon={checkedToday ? <CheckCircleIcon /> : <HowToRegIcon />}
            onClick={press}
            disabled={checkIn.isPending || checkedToday}
            className={styles.button}
          >
            {checkedToday ? t('events:checkIn.doneToday') : t('events:checkIn.button')}
          </Button>
        )}
        {phase === 'running' && checkedToday && outcome?.severity !== 'success' && giftLink}
        {phase === 'notStarted' && (
          <p className="type-body1">{t('events:checkIn.notStarted', { date: formatCalendarDate(startDate, lang) })}</p>
        )}
        {phase === 'ended' && <p className="type-body1">{t('events:checkIn.ended')}</p>}
      </div>
      {member === null && phase === 'running' && (
        <div className={styles.login}>
          <LoginRequired message={t('events:checkIn.visitorHint')} />
        </div>
      )}
      {/* Always present, so screen readers announce what the button did. */}
      <div role="status" aria-live="polite" className={styles.outcome}>
        {outcome && (
          <Alert severity={outcome.severity} className={alertLook.alert}>
            {outcome.text}
            {outcome.severity === 'success' && <> {giftLink}</>}
          </Alert>
        )}
      </div>
      <div className={styles.calendar}>
        <CheckInCalendar days={calendar} lang={lang} />
      </div>
      {missedAny && <p className={`type-body2 ${styles.missed}`}>{t('events:checkIn.missedNote')}</p>}
    </section>
  );
}
