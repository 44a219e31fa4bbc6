/**
 * An iCalendar file (RFC 5545) with one event, written the same way by the server's session
 * .ics route and the browser's "add to calendar": CRLF line ends, lines folded at 75 octets,
 * TEXT values escaped, times in UTC.
 */
export interface IcsEvent {
  /** Globally unique and stable, so importing the file twice updates rather than duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  /** The page of the event, for calendars that show a link. */
  url?: string;
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
}

const PRODID = '-//Atrium Memorial//Programs//EN';
const MAX_OCTETS = 75;

/** Control characters TEXT may not hold (section 3.3.11: CONTROL is C0 but HTAB, and DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** 20260410T013000Z: a UTC date-time in the basic format of RFC 5545 section 3.3.5. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * TEXT escaping (section 3.3.11): backslash, semicolon, comma, and every line break (CRLF, a
 * lone CR, a lone LF) as \n. A raw CR left in would end the line for many readers, so a value
 * could add properties or whole events; other control characters are dropped.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/** UTF-8 length of one code point. */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line (section 3.1): at most 75 octets of UTF-8 per line, continuation lines
 * start with a space (which counts). Splits between code points, never inside a multi-byte one.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const charSize = octetsOf(char.codePointAt(0) ?? 0);
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole .ics file text for one event. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // UID and URL are not TEXT (no escaping), but may never break a line either.
    `UID:${event.uid.replace(CONTROL, '')}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url.replace(CONTROL, '')}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
