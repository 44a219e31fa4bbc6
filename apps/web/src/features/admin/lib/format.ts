import { useMemo } from 'react';
import { dateTimeFormat, displayNames, numberFormat } from '@atrium/shared/intl-formats';
import type { TimeRange } from '@atrium/shared/api/admin';
import { useLanguage } from '#web/lib/i18n/use-language';

/**
 * Dates, numbers and names in the admin's language, all through Intl (never formatted by hand).
 * Times are shown in the browser's time zone; statistics buckets are venue-local calendar dates,
 * so they are formatted as UTC dates to show exactly the day the server counted.
 */
export function useAdminFormat() {
  const lang = useLanguage();
  return useMemo(() => {
    const dateTime = dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const date = dateTimeFormat(lang, { dateStyle: 'medium' });
    const number = numberFormat(lang);
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
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      number: (value: number) => number.format(value),
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
