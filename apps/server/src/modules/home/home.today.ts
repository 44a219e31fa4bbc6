import type { Language } from '@atrium/shared/languages';
import { TODAY_BLOCK_ITEMS } from '@atrium/shared/limits';
import { pickLocalized } from '@atrium/shared/localized';
import { sessionClockText } from '@atrium/shared/session-time-text';
import type { TodayEvent, TodayResponse, TodaySession } from '@atrium/shared/api/today';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import type { Images } from '../uploads/media.presenter';
import { createExhibitions } from '../exhibitions/exhibitions.service';
import { createEvents } from '../events/events.service';
import { createEventsRepository } from '../events/events.repository';
import { createProgramsRepository } from '../programs/programs.repository';
import { venueDate, venueInstant, type Clock } from '../events/venue-time';

/** Enough sessions read ahead to fill the block from the first day that has any. */
const SESSIONS_READ = 50;

interface Deps {
  db: Db;
  images: Images;
  storage: Storage;
  clock: Clock;
  timezone: string;
}

/**
 * The home page's "Today at the memorial" (issue 42, item 3), by the venue's date: exhibitions on
 * now (the exhibitions' own status), events running today and today's program sessions, or the
 * next ones when none is today. It turns only with the date (no time of day in it), so it is
 * cached per venue day (docs/decisions/038-today-at-the-memorial.md).
 */
export function createToday({ db, images, storage, clock, timezone }: Deps) {
  const today = () => venueDate(timezone, clock.now());
  const exhibitions = createExhibitions(db, images, storage, today);
  // The home block needs no event's programs (those are on the event's page).
  const events = createEvents({
    repo: createEventsRepository(db),
    images,
    clock,
    timezone,
    programsOf: () => Promise.resolve([]),
  });
  const programs = createProgramsRepository(db);

  async function sessions(day: string, lang: Language): Promise<TodayResponse['sessions']> {
    const rows = await programs.publicSessionsFrom(venueInstant(timezone, day, '00:00'), SESSIONS_READ);
    const [first] = rows;
    if (!first) return { when: 'none', date: null, items: [] };
    const date = venueDate(timezone, first.session.startsAt);
    const items = rows
      .filter((r) => venueDate(timezone, r.session.startsAt) === date)
      .slice(0, TODAY_BLOCK_ITEMS)
      .map(({ session: s, program }): TodaySession => {
        const title = pickLocalized(s.title, lang);
        return {
          id: s.id,
          categoryId: program.categoryId,
          programId: s.programId,
          title: title.text,
          programTitle: pickLocalized(program.title, lang).text,
          place: pickLocalized(s.place, lang).text,
          startsAt: s.startsAt.toISOString(),
          endsAt: s.endsAt.toISOString(),
          time: sessionClockText(lang, s.startsAt, s.endsAt, timezone),
          lang: title.lang,
        };
      });
    return { when: date === day ? 'today' : 'next', date, items };
  }

  return {
    today,
    async forDay(lang: Language): Promise<TodayResponse> {
      const day = today();
      const [shows, list, sessionsOfDay] = await Promise.all([
        exhibitions.list(lang),
        events.list(lang),
        sessions(day, lang),
      ]);
      const event = (e: (typeof list.inProgress)[number]): TodayEvent => ({
        id: e.id,
        title: e.title,
        startDate: e.startDate,
        endDate: e.endDate,
        checkIn: e.checkIn,
        lang: e.lang,
      });
      const nextDate = list.upcoming.map((e) => e.startDate).sort()[0];
      const eventsOfDay: TodayResponse['events'] = list.inProgress.length
        ? { when: 'today', date: day, items: checkInFirst(list.inProgress).slice(0, TODAY_BLOCK_ITEMS).map(event) }
        : nextDate
          ? {
              when: 'next',
              date: nextDate,
              items: list.upcoming
                .filter((e) => e.startDate === nextDate)
                .slice(0, TODAY_BLOCK_ITEMS)
                .map(event),
            }
          : { when: 'none', date: null, items: [] };
      return {
        today: day,
        timezone,
        exhibitions: shows.items
          .filter((x) => x.status === 'inProgress')
          .slice(0, TODAY_BLOCK_ITEMS)
          .map((x) => ({
            slug: x.slug,
            title: x.title,
            place: x.place,
            startsOn: x.startsOn,
            endsOn: x.endsOn,
            lang: x.lang,
          })),
        events: eventsOfDay,
        sessions: sessionsOfDay,
      };
    },
  };
}
/** A running check-in event leads (members come to it daily; their check-in card is built on it), the rest keep their order. */
const checkInFirst = <T extends { checkIn: boolean }>(items: T[]): T[] => [
  ...items.filter((e) => e.checkIn),
  ...items.filter((e) => !e.checkIn),
];

export type Today = ReturnType<typeof createToday>;
