import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { EventDetail, EventList, EventSummary, ProgramLink } from '@atrium/shared/api/events';
import type { AdminEvent } from '@atrium/shared/api/events-admin';
import { CHECK_IN_DAYS, EVENT_CHOICES_MAX, PAGE_SIZE } from '@atrium/shared/limits';
import type { Images } from '../uploads/media.presenter';
import type { EventsRepository } from './events.repository';
import type { EventRow } from './events.table';
import { eventStatus, venueDate, type Clock } from './venue-time';

interface Deps {
  repo: EventsRepository;
  images: Images;
  clock: Clock;
  timezone: string;
  /** Public programs of an event, for its detail page (from the programs module). */
  programsOf: (eventId: number, lang: Language) => Promise<ProgramLink[]>;
}

const text = (values: Localized, lang: Language) => pickLocalized(values, lang).text;

/** What staff see of an event: a row, or an engine draft in a row's shape (events.editor.ts). */
export type StaffEventFacts = Omit<EventRow, 'createdBy' | 'createdAt'>;

/** Public event reads (grouped by status in the venue time zone) and the staff's lists; writes go through the editorial engine (events.editor.ts). */
export function createEvents({ repo, images, clock, timezone, programsOf }: Deps) {
  const today = () => venueDate(timezone, clock.now());

  function summary(row: EventRow, lang: Language, image: Awaited<ReturnType<Images['load']>>, day: string) {
    const title = pickLocalized(row.title, lang);
    return {
      id: row.id,
      title: title.text,
      summary: text(row.summary, lang),
      status: eventStatus(row.startDate, row.endDate, day),
      startDate: row.startDate,
      endDate: row.endDate,
      location: text(row.location, lang),
      target: text(row.target, lang),
      program: text(row.program, lang),
      organizer: text(row.organizer, lang),
      cover: image(row.coverId, lang),
      checkIn: row.checkIn,
      lang: title.lang,
    } satisfies EventSummary;
  }

  return {
    today,

    async list(lang: Language): Promise<EventList> {
      const day = today();
      const rows = await repo.publicAll();
      const image = await images.load(rows.map((r) => r.coverId));
      const all = rows.map((r) => summary(r, lang, image, day));
      return {
        // Running: ending soonest first; upcoming: soonest first; past: most recent first.
        inProgress: all.filter((e) => e.status === 'inProgress').sort((a, b) => a.endDate.localeCompare(b.endDate)),
        upcoming: all.filter((e) => e.status === 'upcoming'),
        past: all.filter((e) => e.status === 'past').sort((a, b) => b.endDate.localeCompare(a.endDate)),
        today: day,
        timezone,
      };
    },

    async detail(id: number, lang: Language): Promise<EventDetail | undefined> {
      const row = await repo.byId(id, true);
      if (!row) return undefined;
      const day = today();
      const image = await images.load([row.coverId, ...row.imageIds]);
      return {
        ...summary(row, lang, image, day),
        body: pickLocalized(row.body, pickLocalized(row.title, lang).lang).text || text(row.body, lang),
        images: row.imageIds.map((m) => image(m, lang)).filter((i) => i !== null),
        programs: await programsOf(row.id, lang),
        checkInDays: row.checkIn ? CHECK_IN_DAYS : null,
        today: day,
        timezone,
      };
    },

    async adminPage(page: number, keyword?: string) {
      const { rows, total } = await repo.page(page, PAGE_SIZE, keyword);
      const [image, counts] = await Promise.all([
        images.load(rows.flatMap((r) => [r.coverId, ...r.imageIds])),
        repo.checkInCounts(rows.map((r) => r.id)),
      ]);
      const day = today();
      return {
        page,
        pageSize: PAGE_SIZE,
        total,
        items: rows.map((r) => {
          const { body: _body, ...rest } = this.present(r, image, counts.get(r.id) ?? 0, day);
          return rest;
        }),
      };
    },

    async adminChoices() {
      return { items: await repo.choices(EVENT_CHOICES_MAX) };
    },

    present(
      row: StaffEventFacts,
      image: Awaited<ReturnType<Images['load']>>,
      checkInCount: number,
      day: string,
    ): AdminEvent {
      return {
        id: row.id,
        title: row.title,
        summary: row.summary,
        body: row.body as Record<string, string>,
        location: row.location,
        target: row.target,
        program: row.program,
        organizer: row.organizer,
        startDate: row.startDate,
        endDate: row.endDate,
        status: eventStatus(row.startDate, row.endDate, day),
        coverId: row.coverId,
        cover: image(row.coverId, 'ko'),
        imageIds: row.imageIds,
        images: row.imageIds.map((m) => image(m, 'ko')).filter((i) => i !== null),
        checkIn: row.checkIn,
        isPublic: row.isPublic,
        checkInCount,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
export type Events = ReturnType<typeof createEvents>;
