import { useMemo } from 'react';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import { wallTimeIn, zoneName } from '@atrium/shared/session-time-text';
import { useLanguage } from '#web/lib/i18n/use-language';
import { VENUE_TIME_ZONE } from './venue-time';

/** An instant as the venue's clock shows it, with the zone's name ('10 Apr 2026, 10:30 GMT+9'; Korean '(한국 시간)'). */
export function useVenueDateTime(): (iso: string) => string {
  const lang = useLanguage();
  return useMemo(() => {
    const format = dateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: VENUE_TIME_ZONE,
    });
    return (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return `${format.format(date)} ${zoneName(lang, VENUE_TIME_ZONE, wallTimeIn(date, VENUE_TIME_ZONE).offset)}`;
    };
  }, [lang]);
}
