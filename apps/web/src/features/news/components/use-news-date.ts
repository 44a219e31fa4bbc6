import { useMemo } from 'react';
import { dateTimeFormat } from '@atrium/shared/intl-formats';
import { formatDateText } from '@atrium/shared/date-text';
import type { Language } from '@atrium/shared/languages';

/** Publication dates as the page's language writes them ("2026년 11월 13일", "November 13, 2026", "1er octobre 2026"). */
export function useNewsDate(lang: Language): (iso: string) => string {
  return useMemo(() => {
    const format = dateTimeFormat(lang, { dateStyle: 'long' });
    return (iso: string) => formatDateText(format, new Date(iso));
  }, [lang]);
}
