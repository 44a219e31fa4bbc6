import type { ProgramDetail, ProgramSession } from '@atrium/shared/api/events';

/** iCalendar text: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds lines longer than 75 octets, as calendar apps expect. */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length ? 74 : 75), bytes.length);
    // Never split a UTF-8 character.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString());
    start = end;
  }
  return parts.join('\r\n ');
}

/** One session as a calendar event (times in UTC), so "add to calendar" works in any app. */
export function sessionIcs(program: ProgramDetail, session: ProgramSession, url: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium//Programs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:program-session-${session.id}@atrium`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(session.startsAt)}`,
    `DTEND:${stamp(session.endsAt)}`,
    `SUMMARY:${escapeText(`${program.title} · ${session.title}`)}`,
    ...(session.place ? [`LOCATION:${escapeText(session.place)}`] : []),
    `DESCRIPTION:${escapeText(session.description)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
