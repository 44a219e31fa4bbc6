import { describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@atrium/shared/api/events';
import type { ArticleDetail } from '@atrium/shared/api/news';
import { articleLd, jsonLdScript, museumNode, programLd, venueIso, type StructuredPage } from './site.structured-data';

const publicUrl = 'https://atrium.test';
const museum = museumNode(
  {
    address: '서울특별시 종로구 아트리움길 25',
    hours: [{ days: [0, 1, 2], open: '09:30', close: '17:30' }],
    closedDays: [1],
    specialClosures: [{ date: '2027-01-01' }],
    phone: '+82 2 000 0000',
    email: 'info@atrium.test',
  },
  { name: '아트리움 기념관', lang: 'ko', publicUrl },
);
const page: StructuredPage = { lang: 'ko', url: `${publicUrl}/ko/x`, publicUrl, timezone: 'Asia/Seoul', museum };

describe('structured data', () => {
  it('writes instants in the venue wall time with its offset', () => {
    expect(venueIso('2027-03-01T05:00:00.000Z', 'Asia/Seoul')).toBe('2027-03-01T14:00:00+09:00');
    expect(venueIso('2027-07-01T12:30:00.000Z', 'America/New_York')).toBe('2027-07-01T08:30:00-04:00');
    expect(venueIso('2027-01-01T12:30:00.000Z', 'America/St_Johns')).toBe('2027-01-01T09:00:00-03:30');
  });

  it('gives the museum its weekly hours without its closed days, and its closures', () => {
    expect(museum.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday', 'Tuesday'], opens: '09:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-01',
        validThrough: '2027-01-01',
      },
    ]);
    expect(museum).toMatchObject({ '@type': 'Museum', name: '아트리움 기념관', telephone: '+82 2 000 0000' });
  });

  it('makes a program an Event with one subEvent per session, dated with the offset', () => {
    const session = (id: number, startsAt: string, endsAt: string) => ({
      id,
      title: `회차 ${id}`,
      description: '',
      place: '강당',
      startsAt,
      endsAt,
      media: [],
      lang: 'ko' as const,
    });
    const program = {
      id: 1,
      categoryId: 1,
      title: '프로그램',
      summary: '요약',
      description: '',
      cover: null,
      sessionCount: 2,
      category: { id: 1, title: '분류', lang: 'ko' },
      event: null,
      timezone: 'Asia/Seoul',
      sessions: [
        session(1, '2027-03-01T05:00:00.000Z', '2027-03-01T06:00:00.000Z'),
        session(2, '2027-03-08T05:00:00.000Z', '2027-03-08T07:00:00.000Z'),
      ],
      lang: 'ko',
    } as unknown as ProgramDetail;
    const ld = programLd(program, page)!;
    expect(ld).toMatchObject({
      '@type': 'Event',
      startDate: '2027-03-01T14:00:00+09:00',
      endDate: '2027-03-08T16:00:00+09:00',
      location: { '@type': 'Museum' },
    });
    expect(ld.subEvent).toHaveLength(2);
    expect(programLd(program, page, 2)).toMatchObject({ name: '회차 2', superEvent: { name: '프로그램' } });
    expect(programLd({ ...program, sessions: [] }, page)).toBeNull();
  });

  it('escapes < so no text closes the script element, and parses back to the same data', () => {
    const article = {
      id: 7,
      newsId: 3,
      title: '</script><script>alert(1)</script>',
      body: '',
      news: { id: 3, title: '', summary: 'a < b', cover: null, publishedAt: '2027-03-01T00:00:00.000Z' },
      prev: null,
      next: null,
    } as unknown as ArticleDetail;
    const ld = articleLd(article, page);
    const html = jsonLdScript(ld, page.url);
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(JSON.parse(inner)).toEqual(ld);
    expect(ld).toMatchObject({ datePublished: '2027-03-01T09:00:00+09:00', publisher: { name: '아트리움 기념관' } });
  });
});
