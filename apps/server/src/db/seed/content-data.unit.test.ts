import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentType, CONTENT_TYPES } from '@atrium/shared/content/registry';
import { localizedTexts, validateData, type ContentData } from '@atrium/shared/content/validate';
import { LANGUAGES } from '@atrium/shared/languages';
import { addDays, eventStatus } from '#server/modules/events/venue-time';
import { CONTENT_DATA } from './content-data';
import { collectPictures, resolvePlaceholders, splitDirections, type Resolvers } from './data-placeholders';

const DATA_DIR = path.join(import.meta.dirname, 'data');
const TIMEZONE = 'Asia/Seoul';

/** Fake media ids: one per picture name, as the media library would give. */
const fakeId = (name: string) => {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `00000000-0000-4000-8000-${h.toString(16).padStart(12, '0')}`;
};

/** Every file resolved as the loader does, with fake media ids and keys (1, 2, … or the slug of a page). */
function resolveAll(today: string) {
  const seeded = new Map<string, { data: ContentData[]; keys: string[] }>();
  const resolvers: Resolvers = {
    today,
    timezone: TIMEZONE,
    picture: (spec) => fakeId(spec.name),
    ref: ({ type, field, value }) => {
      const target = seeded.get(type);
      const i = target?.data.findIndex((d) => String(d[field]) === value) ?? -1;
      if (!target || i < 0) throw new Error(`$ref ${type}:${field}=${value} is no item of a file before`);
      return Number(target.keys[i]);
    },
  };
  const out = new Map<string, Array<{ data: ContentData; directions: Record<string, unknown> }>>();
  for (const { type, items } of CONTENT_DATA) {
    const declaration = contentType(type)!;
    const resolved = items.map((item, i) => {
      const { data, directions } = splitDirections(resolvePlaceholders(item, resolvers) as Record<string, unknown>);
      const result = validateData(declaration, data);
      if (!result.ok) throw new Error(`${type}.json item ${i}: ${JSON.stringify(result.fields)}`);
      return { data: result.data, directions };
    });
    seeded.set(type, {
      data: resolved.map((r) => r.data),
      keys: resolved.map((r, i) => (declaration.keyedBy ? String(r.data[declaration.keyedBy]) : String(i + 1))),
    });
    out.set(type, resolved);
  }
  return out;
}

describe('the demo content data (db/seed/data)', () => {
  it('has one file per content type the engine edits', () => {
    const files = fs
      .readdirSync(DATA_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    const listed = CONTENT_DATA.map((d) => d.type);
    expect([...listed].sort()).toEqual(CONTENT_TYPES.map((t) => t.type).sort());
    expect([...files].sort()).toEqual([...listed].sort());
    for (const { type, items } of CONTENT_DATA) expect(items.length, type).toBeGreaterThan(0);
  });

  it('passes every declaration’s validation once its pictures, references and dates are filled in', () => {
    const resolved = resolveAll('2026-11-25');
    // Artworks point at their exhibition, quizzes at their episode, hotspots at their space.
    expect(resolved.get('artworks')!.map((a) => a.data.exhibition)).toEqual([1, 1, 1, 1, 2, 2, 3, 3]);
    expect(resolved.get('quizzes')!.map((q) => q.directions.$key)).toEqual([1, 2, 3]);
    const spaces = new Set(resolved.get('spaces')!.map((s) => s.data.slug));
    for (const h of resolved.get('hotspots')!) expect(spaces.has(h.data.space as string)).toBe(true);
  });

  it('has every text in all five languages', () => {
    const missing: string[] = [];
    for (const [type, items] of resolveAll('2026-11-25')) {
      const declaration = contentType(type)!;
      items.forEach(({ data }, i) => {
        for (const { path: at, values } of localizedTexts(declaration, data)) {
          if (!values.ko && !declaration.fields[at.split('.')[0]!]?.required) continue;
          for (const lang of LANGUAGES) if (!values[lang]?.trim()) missing.push(`${type}[${i}].${at}.${lang}`);
        }
      });
    }
    expect(missing).toEqual([]);
    // Every webtoon panel is lettered, each balloon within the panel.
    for (const { data } of resolveAll('2026-11-25').get('webtoons')!) {
      const panels = data.panels as Array<{ balloons: Array<{ x: number; y: number; width: number }> }>;
      expect(panels.length).toBeGreaterThan(0);
      for (const { balloons } of panels) {
        expect(balloons.length).toBeGreaterThan(0);
        for (const b of balloons) {
          expect(b.x - b.width / 2).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width / 2).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('gives every item pictures of its own: each picture is asked for once, with alt text in five languages', () => {
    const all = CONTENT_DATA.flatMap(({ type, items }) => collectPictures(items, type));
    expect(all.length).toBeGreaterThan(100);
    const placed = new Map<string, string[]>();
    for (const { path: at, spec } of all) placed.set(spec.name, [...(placed.get(spec.name) ?? []), at]);
    expect([...placed].filter(([, at]) => at.length > 1)).toEqual([]);
    for (const { spec } of all) for (const lang of LANGUAGES) expect(spec.alt[lang]?.trim(), spec.name).toBeTruthy();
  });

  it('gives every artwork its wall label and each picture a caption of its own, not its alt text', () => {
    const artworks = CONTENT_DATA.find((d) => d.type === 'artworks')!.items as Array<Record<string, unknown>>;
    const numbers = artworks.map((a) => a.objectNumber);
    expect(numbers.every((n) => typeof n === 'string' && /^ATM\.\d{4}\.\d+$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(artworks.length);
    for (const [i, artwork] of artworks.entries()) {
      for (const field of ['maker', 'madeIn', 'material', 'scaleAndWeight', 'creditLine', 'rights'])
        for (const lang of LANGUAGES)
          expect((artwork[field] as Record<string, string>)[lang]?.trim(), `${i}.${field}.${lang}`).toBeTruthy();
      const images = artwork.images as Array<{
        image: { $picture: { alt: Record<string, string> } };
        caption: Record<string, string>;
      }>;
      expect(images.length).toBeGreaterThan(0);
      for (const { image, caption } of images)
        for (const lang of LANGUAGES) {
          expect(caption[lang]?.trim(), `${i}.caption.${lang}`).toBeTruthy();
          expect(caption[lang]).not.toBe(image.$picture.alt[lang]);
        }
    }
  });

  it('dates exhibitions and webtoons from the install day, so what is on stays on', () => {
    for (const today of ['2026-11-25', '2031-02-28']) {
      const shows = resolveAll(today).get('exhibitions')!;
      const status = Object.fromEntries(
        shows.map(({ data }) => [
          data.slug,
          eventStatus(data.startsOn as string, (data.endsOn as string | null) ?? '9999-12-31', today),
        ]),
      );
      expect(status).toEqual({
        'founders-exhibition': 'inProgress',
        'letters-across-the-sea': 'inProgress',
        'seasons-of-the-garden': 'past',
      });
      const dates = resolveAll(today)
        .get('webtoons')!
        .map((w) => w.directions.$publishedAt as string);
      expect(dates[0]).toBe(new Date(`${addDays(today, -173)}T10:00:00+09:00`).toISOString());
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d < `${today}T00:00`)).toBe(true);
    }
  });

  it('dates the events from the install day: a check-in running (28 days), events to come and past ones', () => {
    for (const today of ['2026-11-25', '2031-02-28']) {
      const events = resolveAll(today)
        .get('events')!
        .map(({ data }) => data);
      const status = (e: ContentData) => eventStatus(e.startDate as string, e.endDate as string, today);
      const checkIns = events.filter((e) => e.checkIn);
      expect(checkIns.map(status)).toEqual(['inProgress']);
      expect(checkIns[0]!.endDate).toBe(addDays(checkIns[0]!.startDate as string, 27));
      expect(events.filter((e) => status(e) === 'upcoming').length).toBeGreaterThanOrEqual(2);
      expect(events.filter((e) => status(e) === 'past').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives the spaces map its picture and the Sunghwa course its head in five languages', () => {
    const data = resolveAll('2026-11-25');
    expect(data.get('spaces-map')![0]!.data.image).toBeTruthy();
    const course = data.get('sunghwa-course')![0]!.data as {
      title: Record<string, string>;
      intro: Record<string, string>;
    };
    for (const lang of LANGUAGES) expect(course.title[lang] && course.intro[lang], lang).toBeTruthy();
  });

  it('rejects a malformed placeholder, naming where it is', () => {
    const broken = [{ image: { $picture: { name: 'x', width: 10, motif: 'arch' } } }];
    expect(() => collectPictures(broken, 'sub-slides')).toThrow(/sub-slides\.0\.image/);
    const r = { today: '2026-11-25', timezone: TIMEZONE, picture: () => '', ref: () => 1 };
    expect(() => resolvePlaceholders({ $date: 'tomorrow' }, r)).toThrow(/\$date/);
    expect(resolvePlaceholders({ $date: '+7d' }, r)).toBe('2026-12-02');
    expect(resolvePlaceholders({ $date: '-1d', time: '09:30' }, r)).toBe('2026-11-24T00:30:00.000Z');
  });
});
