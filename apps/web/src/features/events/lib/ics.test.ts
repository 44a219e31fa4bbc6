import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime, icsFileName } from './ics';

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

  it('names the file after the title', () => {
    expect(icsFileName('Morning Prayer: Day 1')).toBe('morning-prayer-day-1.ics');
    expect(icsFileName('성화 기도회')).toBe('성화-기도회.ics');
    expect(icsFileName('  ')).toBe('event.ics');
  });
});
