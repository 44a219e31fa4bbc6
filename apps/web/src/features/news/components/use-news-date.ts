import { useMemo } from 'react';
import type { Language } from '@atrium/shared/languages';
import { formatInstantDate } from '#web/lib/format/dates';

/** Publication dates as the page's language writes them ("2026년 11월 13일", "November 13, 2026", "1er octobre 2026"). */
export function useNewsDate(lang: Language): (iso: string) => string {
  return useMemo(() => (iso: string) => formatInstantDate(iso, lang), [lang]);
}
