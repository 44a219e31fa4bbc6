import type { VisitGuideResponse, VisitResponse } from '@atrium/shared/api/visit';
import { visitInfo } from '@atrium/shared/content/types/singletons';
import { validateData } from '@atrium/shared/content/validate';
import type { Language } from '@atrium/shared/languages';
import demoVisitInfo from '#server/db/seed/data/visit-info.json' with { type: 'json' };
import type { Db } from '#server/db/client';
import type { ContentCache } from '#server/lib/content-cache';
import type { Images } from '../uploads/media.presenter';
import { venueStamp, type Clock } from '../events/venue-time';
import { presentVisitGuide, presentVisitInfo, type VisitInfo, type VisitTexts } from './visit.presenter';
import { readPublishedVisitInfo } from './visit.repository';

/** The singleton's data checked against its declaration; a stored value that fails it is a bug, not a visitor's problem. */
function checked(value: unknown, source: string): VisitInfo {
  const result = validateData(visitInfo, value);
  if (!result.ok) throw new Error(`${source} is not valid visit information: ${JSON.stringify(result.fields)}`);
  // validateData returns the declaration's shape (VisitInfo mirrors types/singletons.ts).
  return result.data as unknown as VisitInfo;
}

/**
 * What a fresh install shows until staff publish the visit information: the demo data file, without
 * its map picture (drawn into the media library when the demo content is seeded).
 */
const DEMO_VISIT_INFO: VisitInfo = checked({ ...demoVisitInfo, mapImage: null }, 'db/seed/data/visit-info.json');

/** A day of the week (0 Sunday … 6 Saturday) of a calendar date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Whether the venue is open at a venue-local date and time (HH:mm), and that day's hours: from
 * its first opening to its last closing, or null when it does not open that day (a weekly
 * closed day, a special closure, or no hours for that weekday). A period is [open, close):
 * open at 09:30, closed from 17:30. A period that closes at or before it opens never counts.
 */
export function visitStatus(
  info: { hours: VisitInfo['hours']; closedDays: number[]; specialClosures: ReadonlyArray<{ date: string }> },
  date: string,
  time: string,
): Pick<VisitResponse, 'openNow' | 'today'> {
  const weekday = weekdayOf(date);
  const closed = info.closedDays.includes(weekday) || info.specialClosures.some((c) => c.date === date);
  const periods = closed ? [] : info.hours.filter((h) => h.days.includes(weekday) && h.open < h.close);
  if (periods.length === 0) return { openNow: false, today: null };
  const open = periods.map((p) => p.open).sort()[0]!;
  const close = periods
    .map((p) => p.close)
    .sort()
    .at(-1)!;
  return { openNow: periods.some((p) => p.open <= time && time < p.close), today: { open, close } };
}

/** The venue-local date (yyyy-MM-dd) and time (HH:mm) of an instant. */
export function venueNow(timezone: string, at: Date): { date: string; time: string } {
  const s = venueStamp(timezone, at);
  return { date: `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`, time: `${s.slice(8, 10)}:${s.slice(10, 12)}` };
}

interface Deps {
  /** The venue's time zone (config TIMEZONE). */
  timezone: string;
  clock: Clock;
  cache: ContentCache;
  /** The map picture's size, address and alt text. */
  images: Images;
}

/**
 * GET /api/visit's and GET /api/visit/guide's data. The texts in a language are built once and kept in the content cache
 * (emptied on every publish); whether the venue is open now, today's hours and which closures
 * are still ahead are worked out on each call from the clock, so they are never stale.
 */
export function createVisit(db: Db, { timezone, clock, cache, images }: Deps) {
  const parsed = new WeakMap<object, VisitTexts>();

  async function read(): Promise<VisitInfo> {
    const stored = await readPublishedVisitInfo(db);
    return stored === undefined ? DEMO_VISIT_INFO : checked(stored, 'The published visit-info');
  }

  async function texts(lang: Language): Promise<VisitTexts> {
    const entry = await cache.get(`visit:${lang}`, async () => presentVisitInfo(await read(), lang));
    let value = parsed.get(entry);
    if (!value) {
      value = JSON.parse(entry.json) as VisitTexts;
      parsed.set(entry, value);
    }
    return value;
  }

  return {
    async forVisitor(lang: Language): Promise<VisitResponse> {
      const base = await texts(lang);
      const { date, time } = venueNow(timezone, clock.now());
      return {
        ...base,
        specialClosures: base.specialClosures.filter((c) => c.date >= date),
        ...visitStatus(base, date, time),
      };
    },
    /**
     * The Visit page's guide (the way here, accessibility, group booking): the same until staff
     * publish, so its callers keep it in the content cache under guideCacheKey.
     */
    async guide(lang: Language): Promise<VisitGuideResponse> {
      const info = await read();
      const image = await images.load([info.mapImage]);
      return presentVisitGuide(info, lang, image(info.mapImage, lang));
    },
  };
}
export type Visit = ReturnType<typeof createVisit>;

/** The content cache's key of the guide in a language (GET /api/visit/guide and the Visit page's HTML). */
export const guideCacheKey = (lang: Language) => `visit-guide:${lang}`;
