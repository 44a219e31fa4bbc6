import type { Language } from '@atrium/shared/languages';
import { formatCalendarDate } from '#web/lib/format/dates';

/** "April 1, 2026 – June 30, 2026", or null for a permanent exhibition (no end date). */
export function exhibitionPeriod(startsOn: string, endsOn: string | null, lang: Language): string | null {
  if (!endsOn) return null;
  return `${formatCalendarDate(startsOn, lang)} – ${formatCalendarDate(endsOn, lang)}`;
}
