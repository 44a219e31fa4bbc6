import { describe, expect, it } from 'vitest';
import type { ProgramSession } from '@atrium/shared/api/events';
import { sessionIcs } from './session-ics';

describe('sessionIcs', () => {
  const session: ProgramSession = {
    id: 12,
    title: 'Evening concert',
    description: 'Choir, strings; and readings',
    place: 'Main Hall',
    startsAt: '2026-12-05T19:00:00+09:00',
    endsAt: '2026-12-05T21:00:00+09:00',
    media: [],
    lang: 'en',
  };

  it('makes the session an event with its page, a stable UID and UTC times', () => {
    const ics = sessionIcs({ id: 3, categoryId: 1, title: 'Winter program' }, session, 'en', 'https://atrium.example');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:program-session-12@atrium.example');
    expect(lines).toContain('DTSTART:20261205T100000Z');
    expect(lines).toContain('DTEND:20261205T120000Z');
    expect(lines).toContain('SUMMARY:Evening concert');
    expect(lines).toContain('LOCATION:Main Hall');
    expect(lines).toContain('URL:https://atrium.example/en/program/1/3/12');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Winter program\\n\\nChoir\\, strings\\; and readings\\n\\nhttps://atrium.example/en/program/1/3/12',
    );
  });

  it('keeps a title with a lone carriage return inside its one event', () => {
    const ics = sessionIcs(
      { id: 3, categoryId: 1, title: 'Winter\rEND:VEVENT' },
      { ...session, title: 'Concert\rBEGIN:VEVENT\rSUMMARY:Fake', place: 'Hall\rORGANIZER:mailto:x@evil.example' },
      'en',
      'https://atrium.example',
    );
    const lines = ics.replace(/\r\n /g, '').trimEnd().split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Concert\\nBEGIN:VEVENT\\nSUMMARY:Fake']);
    expect(lines.some((l) => l.startsWith('ORGANIZER'))).toBe(false);
  });
});
