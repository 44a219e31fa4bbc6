import { describe, expect, it } from 'vitest';
import { formatDateRangeText, formatDateText } from './date-text';
import { LANGUAGES, type Language } from './languages';
import { offsetZoneName, sessionTimeText, wallTimeIn, zoneName } from './session-time-text';

describe("a session's time in words", () => {
  const text = (lang: Language, start: number, end: number, zone: string) => {
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

  /** Intl's text for a long date range with times, as browsers write it. */
  const formats = new Map<string, Intl.DateTimeFormat>(); // one a language and zone: making one is slow
  const intlText = (lang: Exclude<Language, 'ja'>, start: number, end: number, timeZone: string) => {
    const key = `${lang} ${timeZone}`;
    const format =
      formats.get(key) ??
      new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      });
    formats.set(key, format);
    const intl = start === end ? formatDateText(format, start) : formatDateRangeText(format, start, end);
    // Browsers write plain spaces and Korean's 오전/오후, where Node's ICU has thin and narrow
    // spaces and AM/PM.
    return intl
      .replace(/[\u2009\u202f]/g, ' ')
      .replace(/\bAM\b/g, lang === 'ko' ? '오전' : 'AM')
      .replace(/\bPM\b/g, lang === 'ko' ? '오후' : 'PM');
  };

  // Thousands of texts each: a second on an idle machine, several on a busy one (Vitest's 5 s is too short).
  const EXHAUSTIVE = { timeout: 60_000 };

  it("writes it as browsers' Intl does, in Korean, English, Spanish and French, zone named", EXHAUSTIVE, () => {
    const differences: string[] = [];
    for (const lang of ['ko', 'en', 'es', 'fr'] as const)
      for (const timeZone of ['Asia/Seoul', 'Asia/Kolkata'])
        for (const [start, end] of runs) {
          const [ours, intl] = [text(lang, start, end, timeZone), intlText(lang, start, end, timeZone)];
          if (ours !== intl) differences.push(`${lang} ${timeZone}: ${ours} ≠ ${intl}`);
        }
    expect(differences).toEqual([]);
  });

  it('names every weekday and every month as Intl does, in all five languages', EXHAUSTIVE, () => {
    // Each day of a leap year at 10:30–12:00 on the venue's clock: every weekday in every month.
    // Fixed instants: the words checked do not depend on the day the test runs.
    const days = Array.from({ length: 366 }, (_, n) => Date.UTC(2028, 0, 1 + n, 1, 30));
    expect(new Set(days.map((day) => new Date(day).getUTCMonth())).size).toBe(12);
    expect(new Set(days.map((day) => new Date(day).getUTCDay())).size).toBe(7);
    const japanese = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ja', { timeZone: 'Asia/Seoul', ...options });
    const [japaneseDate, japaneseClock] = [
      japanese({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      japanese({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
    ];
    const differences: string[] = [];
    for (const start of days) {
      const end = start + 90 * MINUTE;
      const expected: Record<Language, string> = {
        ko: intlText('ko', start, end, 'Asia/Seoul'),
        en: intlText('en', start, end, 'Asia/Seoul'),
        es: intlText('es', start, end, 'Asia/Seoul'),
        fr: intlText('fr', start, end, 'Asia/Seoul'),
        // Japanese: Intl's long date with its weekday, then the times on a 24-hour clock.
        ja: `${japaneseDate.format(start)} ${japaneseClock.format(start)}～${japaneseClock.format(end)} GMT+9`,
      };
      for (const lang of LANGUAGES) {
        const ours = text(lang, start, end, 'Asia/Seoul');
        if (ours !== expected[lang]) differences.push(`${lang}: ${ours} ≠ ${expected[lang]}`);
      }
    }
    expect(differences).toEqual([]);
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

describe('the zone a time is labelled with', () => {
  it('tells Korean readers the venue in Seoul keeps Korean time, not GMT+9', () => {
    const start = wallTimeIn(Date.parse('2026-11-26T22:00:00Z'), 'Asia/Seoul');
    const end = wallTimeIn(Date.parse('2026-11-26T22:30:00Z'), 'Asia/Seoul');
    const text = sessionTimeText('ko', start.time, end.time, zoneName('ko', 'Asia/Seoul', start.offset));
    expect(text).toBe('2026년 11월 27일 금요일 오전 7:00~7:30 (한국 시간)');
    expect(text).not.toContain('GMT');
  });

  it('names the offset in the other languages and for a venue elsewhere', () => {
    expect(zoneName('en', 'Asia/Seoul', 540)).toBe('GMT+9');
    expect(zoneName('ko', 'America/New_York', -300)).toBe('GMT-5');
  });
});
