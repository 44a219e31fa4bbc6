import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { Language } from '@atrium/shared/languages';
import type { CheckInDay } from '../lib/check-in-days';
import { formatCalendarDate } from '#web/lib/format/dates';
import { CheckCircleIcon, RadioButtonUncheckedIcon } from './icons';
import styles from './CheckInCalendar.module.css';

/** The 28 days as four weeks of seven: checked days marked, today outlined. */
export function CheckInCalendar({ days, lang }: { days: readonly CheckInDay[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('events:checkIn.calendar')} className={styles.calendar}>
      {days.map((day) => {
        const checked = day.state === 'checked';
        return (
          <li
            key={day.day}
            aria-current={day.isToday ? 'date' : undefined}
            data-state={day.state}
            className={clsx(
              styles.day,
              day.isToday && styles.today,
              checked && styles.checked,
              day.state === 'missed' && styles.missed,
            )}
          >
            <span className={`type-body1 ${styles.number}`}>
              <span aria-hidden>{day.day}</span>
              <span className="visually-hidden">
                {`${t('events:checkIn.day', { day: day.day })}, ${formatCalendarDate(day.date, lang)}: ${t(`events:checkIn.state.${day.state}`)}`}
              </span>
            </span>
            <span aria-hidden className={`type-body1 ${styles.date}`}>
              {day.isToday ? t('events:checkIn.todayMark') : formatCalendarDate(day.date, lang, 'short')}
            </span>
            {checked ? (
              <CheckCircleIcon className={styles.mark} />
            ) : (
              <RadioButtonUncheckedIcon className={clsx(styles.mark, styles.open)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
