/**
 * Dates as each language writes them. Intl covers nearly everything; what it misses is French's
 * ordinal first day of the month: French writes "1er octobre 2026", Intl gives "1 octobre 2026".
 * Every date the site shows in words goes through these two functions.
 */

/** True when the parts name the month in words ("octobre", "oct."), not as a number (01/10). */
const monthInWords = (parts: readonly Intl.DateTimeFormatPart[]) =>
  parts.some((p) => p.type === 'month' && !/^\d+$/.test(p.value));

function joinParts(parts: readonly Intl.DateTimeFormatPart[], locale: string): string {
  if (!locale.startsWith('fr') || !monthInWords(parts)) return parts.map((p) => p.value).join('');
  return parts.map((p) => (p.type === 'day' && Number(p.value) === 1 ? '1er' : p.value)).join('');
}

/** `format.format(date)`, with the French "1er". */
export function formatDateText(format: Intl.DateTimeFormat, date: Date | number): string {
  return joinParts(format.formatToParts(date), format.resolvedOptions().locale);
}

/** `format.formatRange(start, end)`, with the French "1er" ("1er – 7 octobre 2026"). */
export function formatDateRangeText(format: Intl.DateTimeFormat, start: Date | number, end: Date | number): string {
  return joinParts(format.formatRangeToParts(start, end), format.resolvedOptions().locale);
}
