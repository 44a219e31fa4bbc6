import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undoes folding (RFC 5545 section 3.1), as a calendar reading the file would. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildIcs', () => {
  const event = {
    uid: 'program-session-7@atrium.example',
    // 10:30–12:00 in Seoul (UTC+9).
    start: new Date('2026-04-10T10:30:00+09:00'),
    end: new Date('2026-04-10T12:00:00+09:00'),
    summary: 'Morning prayer; choir, and tea',
    location: 'Main Hall, 2F',
    description: 'Line one\nLine two with a back\\slash',
    url: 'https://atrium.example/en/program/1/2/7',
    stamp: new Date('2026-03-01T00:00:00Z'),
  };

  it('writes one VEVENT inside a VCALENDAR with CRLF line ends', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    // No bare LF: every line ends with CRLF.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('gives the times in UTC and the texts escaped', () => {
    const lines = unfold(buildIcs(event)).split('\r\n');
    expect(lines).toContain('UID:program-session-7@atrium.example');
    expect(lines).toContain('DTSTAMP:20260301T000000Z');
    expect(lines).toContain('DTSTART:20260410T013000Z');
    expect(lines).toContain('DTEND:20260410T030000Z');
    expect(lines).toContain('SUMMARY:Morning prayer\\; choir\\, and tea');
    expect(lines).toContain('LOCATION:Main Hall\\, 2F');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two with a back\\\\slash');
    expect(lines).toContain('URL:https://atrium.example/en/program/1/2/7');
  });

  it('leaves out the optional properties that are empty', () => {
    const ics = buildIcs({ ...event, location: '', description: undefined, url: undefined });
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('DESCRIPTION');
    expect(ics).not.toContain('URL:');
  });

  it('folds long lines at 75 octets without splitting a Korean character', () => {
    const summary = '성화 아카데미 특별 프로그램 '.repeat(8);
    const ics = buildIcs({ ...event, summary });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${summary}`);
    expect(ics).not.toContain('\uFFFD');
  });
});

describe('ics pieces', () => {
  it('formats a date-time in the basic UTC format', () => {
    expect(icsDateTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe('20260102T030405Z');
  });

  it('escapes every special character of TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves short lines alone and continues long ones with a space', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldIcsLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const [first, ...rest] = folded.split('\r\n');
    expect(first).toHaveLength(75);
    for (const line of rest) expect(line.startsWith(' ')).toBe(true);
  });

  it('escapes a lone CR or LF, so no value can add a property or an event', () => {
    expect(escapeIcsText('a\rb\nc\r\nd')).toBe('a\\nb\\nc\\nd');
    expect(escapeIcsText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
  });

  it('folds a line of only Korean at 75 octets, one piece per whole character', () => {
    const line = `SUMMARY:${'가'.repeat(40)}`;
    const folded = foldIcsLine(line);
    for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n')[0]).toBe(`SUMMARY:${'가'.repeat(22)}`); // 8 + 22 × 3 = 74 octets
    expect(unfold(folded)).toBe(line);
    const emoji = `X:${'😀'.repeat(30)}`;
    expect(unfold(foldIcsLine(emoji))).toBe(emoji);
    // No piece holds half of a surrogate pair (it would not survive UTF-8).
    for (const piece of foldIcsLine(emoji).split('\r\n')) {
      expect(new TextDecoder().decode(new TextEncoder().encode(piece))).toBe(piece);
    }
  });
});

describe('buildIcs against injected text', () => {
  const base = {
    uid: 'program-session-7@atrium.example',
    start: new Date('2026-04-10T01:30:00Z'),
    end: new Date('2026-04-10T03:00:00Z'),
    stamp: new Date('2026-03-01T00:00:00Z'),
  };

  it('keeps a title with "\\rBEGIN:VEVENT" inside one VEVENT', () => {
    const summary = 'Talk\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Fake\rATTENDEE:mailto:x@evil.example';
    const ics = buildIcs({
      ...base,
      summary,
      location: 'Hall\r\nORGANIZER:mailto:x@evil.example',
      description: 'one\rtwo',
      url: 'https://atrium.example/en/x\r\nX-EVIL:1',
      uid: 'a\rBEGIN:VEVENT@atrium.example',
    });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).trimEnd().split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
    expect(lines.some((l) => /^(ATTENDEE|ORGANIZER|X-EVIL)/.test(l))).toBe(false);
    expect(lines).toContain('SUMMARY:Talk\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Fake\\nATTENDEE:mailto:x@evil.example');
    expect(lines).toContain('DESCRIPTION:one\\ntwo');
  });

  it('folds a long Korean title at 75 octets and unfolds it back to the original', () => {
    const summary = '성화 아카데미 특별 프로그램: 기념관의 역사와 신앙의 발자취를 함께 걷는 시간 '.repeat(5).trim();
    const ics = buildIcs({ ...base, summary });
    const physical = ics.split('\r\n');
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(5);
    expect(ics).not.toContain('\uFFFD');
    const summaryLine = unfold(ics)
      .split('\r\n')
      .find((l) => l.startsWith('SUMMARY:'));
    expect(summaryLine?.slice('SUMMARY:'.length).replace(/\\([\\;,])/g, '$1')).toBe(summary);
  });
});
