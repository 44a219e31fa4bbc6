/**
 * An iCalendar file (RFC 5545) with one event, built in the browser for "add to calendar":
 * CRLF line ends, lines folded at 75 octets, TEXT values escaped, times in UTC.
 */
export interface IcsEvent {
  /** Globally unique and stable, so importing the file twice updates rather than duplicates. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** The page of the event, for calendars that show a link. */
  url?: string;
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
}

const PRODID = '-//Atrium Memorial//Programs//EN';
const MAX_OCTETS = 75;

/** 20260410T013000Z: a UTC date-time in the basic format of RFC 5545 section 3.3.5. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (section 3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line (section 3.1): at most 75 octets per line, continuation lines start
 * with a space. Splits between characters, never inside a multi-byte UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The leading space of a continuation line counts towards its 75 octets.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const charSize = octets(char);
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
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name from the title, safe on every system: "Morning Prayer" → "morning-prayer.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
