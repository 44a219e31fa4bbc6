/** Half of a surrogate pair, alone: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be saved as it is: PostgreSQL stores neither NUL nor a lone surrogate in text. */
export const isStorableText = (value: string): boolean => !value.includes('\0') && !LONE_SURROGATE.test(value);

/** The path (`title.ko`, `items.2.alt`) of the first string in a parsed value that cannot be saved, or null. */
export function firstUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '_';
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '_'].join('.');
    const found = firstUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
