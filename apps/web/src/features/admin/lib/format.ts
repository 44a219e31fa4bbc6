import { useMemo } from 'react';
import { dateTimeFormat, displayNames, numberFormat } from '@atrium/shared/intl-formats';
import { formatDateText } from '@atrium/shared/date-text';
import { wallTimeIn, zoneName } from '@atrium/shared/session-time-text';
import { VENUE_TIME_ZONE } from '@atrium/shared/venue-time-zone';
import type { TimeRange } from '@atrium/shared/api/admin';
import { useLanguage } from '#web/lib/i18n/use-language';

/**
 * Dates, numbers and names in the admin's language, all through Intl (never formatted by hand).
 * Times are the venue's (TIMEZONE), whatever the computer's zone, and each names that zone, as
 * the schedules beside them are given in it; days are the venue's calendar days. Statistics
 * buckets are venue-local calendar dates, so they are formatted as UTC dates to show exactly the
 * day the server counted.
 */
export function useAdminFormat() {
  const lang = useLanguage();
  return useMemo(() => {
    const dateTime = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: VENUE_TIME_ZONE });
    const date = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: VENUE_TIME_ZONE });
    const number = numberFormat(lang);
    // Floored, so a type with one gap never reads 100 %.
    const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 0, roundingMode: 'floor' });
    const kilobytes = numberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
    const regions = displayNames([lang], { type: 'region' });
    const languages = displayNames([lang], { type: 'language' });
    const bucket: Record<TimeRange, Intl.DateTimeFormat> = {
      day: dateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      week: dateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      month: dateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }),
      year: dateTimeFormat(lang, { year: 'numeric', timeZone: 'UTC' }),
    };
    const safeName = (names: Intl.DisplayNames, code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code; // Not a code Intl knows (a malformed region): show it as it is.
      }
    };
    return {
      /** A moment as the venue's clock shows it, the zone named ('10 Apr 2026, 10:30 GMT+9'; Korean '(한국 시간)'). */
      dateTime: (iso: string) => {
        const at = new Date(iso);
        if (Number.isNaN(at.getTime())) return iso;
        return `${formatDateText(dateTime, at)} ${zoneName(lang, VENUE_TIME_ZONE, wallTimeIn(at, VENUE_TIME_ZONE).offset)}`;
      },
      date: (iso: string) => formatDateText(date, new Date(iso)),
      number: (value: number) => number.format(value),
      /** A share from 0 to 1 ("75%", "75 %"). */
      percent: (share: number) => percent.format(share),
      bytes: (value: number) => kilobytes.format(value / 1024),
      region: (code: string) => safeName(regions, code),
      language: (code: string) => safeName(languages, code),
      /** A statistics bucket start: '2025-04-10', '2025-04' or '2025'. */
      bucket: (start: string, range: TimeRange) => {
        const [year = '1970', month = '01', day = '01'] = start.split('-');
        return bucket[range].format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
      },
    };
  }, [lang]);
}
