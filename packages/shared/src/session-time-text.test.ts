import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText } from './date-text';
import { offsetZoneName, sessionTimeText, wallTimeIn } from './session-time-text';

describe("a session's time in words", () => {
  const text = (lang: 'ko' | 'ja' | 'en' | 'es' | 'fr', start: number, end: number, zone: string) => {
    const from = wallTimeIn(start, zone);
    return sessionTimeText(lang, from.time, wallTimeIn(end, zone).time, offsetZoneName(lang, from.offset));
  };
  const at = (iso: string) => Date.parse(iso);
  const MINUTE = 60_000;
  // Starts every 7 h 13 min over two months (every hour and many minutes, both halves of the day,
  // a daylight-saving change), each lasting 0 min, 30 min, 1 h 30, 5 h and 20 h (the next day).
  const runs: Array<[number, number]> = [];
  for (let start = Date.UTC(2026, 2, 1); start < Date.UTC(2026, 4, 1); start += 433 * MINUTE)
    for (const minutes of [0, 30, 90, 300, 1200]) runs.push([start, start + minutes * MINUTE]);

  it("writes it as browsers' Intl does, in Korean, English, Spanish and French, zone named", () => {
    for (const lang of ['ko', 'en', 'es', 'fr'] as const)
      for (const timeZone of ['Asia/Seoul', 'Asia/Kolkata']) {
        const format = new Intl.DateTimeFormat(lang, {
          weekday: 'long',
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        });
        for (const [start, end] of runs) {
          const intl = start === end ? formatDateText(format, start) : formatDateRangeText(format, start, end);
          // Browsers write plain spaces and Korean's 오전/오후, where Node's ICU has thin and narrow
          // spaces and AM/PM.
          const asBrowsers = intl
            .replace(/[\u2009\u202f]/g, ' ')
            .replace(/\bAM\b/g, lang === 'ko' ? '오전' : 'AM')
            .replace(/\bPM\b/g, lang === 'ko' ? '오후' : 'PM');
          expect(text(lang, start, end, timeZone), `${lang} ${timeZone} ${new Date(start).toISOString()}`).toBe(
            asBrowsers,
          );
        }
      }
  });

  it('names a zone by its offset, also where Intl has an abbreviation (EST), and follows daylight saving', () => {
    expect(text('en', at('2026-03-06T15:00:00Z'), at('2026-03-06T16:30:00Z'), 'America/New_York')).toBe(
      'Friday, March 6, 2026, 10:00 – 11:30 AM GMT-5',
    );
    expect(text('fr', at('2026-03-13T15:00:00Z'), at('2026-03-13T16:30:00Z'), 'America/New_York')).toBe(
      'vendredi 13 mars 2026, 11:00 – 12:30 UTC-4',
    );
    expect(text('es', at('2026-03-13T15:00:00Z'), at('2026-03-13T16:30:00Z'), 'UTC')).toBe(
      'viernes, 13 de marzo de 2026, 15:00–16:30 GMT',
    );
  });

  it('writes Japanese as its long dates are, with a 24-hour clock', () => {
    expect(text('ja', at('2026-11-26T22:00:00Z'), at('2026-11-26T22:30:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 7:00～7:30 GMT+9',
    );
    expect(text('ja', at('2026-11-27T05:00:00Z'), at('2026-11-27T05:00:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 14:00 GMT+9',
    );
    expect(text('ja', at('2026-11-27T13:00:00Z'), at('2026-11-27T16:00:00Z'), 'Asia/Seoul')).toBe(
      '2026年11月27日金曜日 22:00 GMT+9～2026年11月28日土曜日 1:00 GMT+9',
    );
    expect(text('ja', at('2026-11-27T03:00:00Z'), at('2026-11-27T04:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026年11月27日金曜日 8:30～9:30 GMT+5:30',
    );
  });
});
