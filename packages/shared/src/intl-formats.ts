/**
 * Intl's formatters, made once per language and options: making one costs far more than using it
 * (the engine loads and compiles the locale's patterns), and a page formats dozens of dates and
 * names while it hydrates. A constructor that throws (an unknown time zone) caches nothing.
 */
const made = new Map<string, unknown>();

function once<T>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}

const keyOf = (kind: string, locales: string | readonly string[], options: object | undefined) =>
  `${kind} ${String(locales)} ${JSON.stringify(options ?? {})}`;

export const dateTimeFormat = (locales: string | readonly string[], options?: Intl.DateTimeFormatOptions) =>
  once(keyOf('date', locales, options), () => new Intl.DateTimeFormat(locales as string[], options));

export const numberFormat = (locales: string | readonly string[], options?: Intl.NumberFormatOptions) =>
  once(keyOf('number', locales, options), () => new Intl.NumberFormat(locales as string[], options));

export const listFormat = (locales: string | readonly string[], options?: Intl.ListFormatOptions) =>
  once(keyOf('list', locales, options), () => new Intl.ListFormat(locales as string[], options));

export const displayNames = (locales: string | readonly string[], options: Intl.DisplayNamesOptions) =>
  once(keyOf('names', locales, options), () => new Intl.DisplayNames(locales as string[], options));
