import type { Language } from '@atrium/shared/languages';
import type { EventDetail, EventList, ProgramLink } from '@atrium/shared/api/events';
import { EVENT_CHOICES_MAX, PAGE_SIZE } from '@atrium/shared/limits';
import type { Images } from '../uploads/media.presenter';
import type { EventsRepository } from './events.repository';
import { presentAdminEvent, presentEventDetail, presentEventSummary } from './events.presenter';
import { venueDate, type Clock } from './venue-time';

interface Deps {
  repo: EventsRepository;
  images: Images;
  clock: Clock;
  timezone: string;
  /** Public programs of an event, for its detail page (from the programs module). */
  programsOf: (eventId: number, lang: Language) => Promise<ProgramLink[]>;
}

/** Public event reads (grouped by status in the venue time zone) and the staff's lists; writes go through the editorial engine (events.editor.ts). */
export function createEvents({ repo, images, clock, timezone, programsOf }: Deps) {
  const today = () => venueDate(timezone, clock.now());

  return {
    today,

    async list(lang: Language): Promise<EventList> {
      const day = today();
      const rows = await repo.publicAll();
      const image = await images.load(rows.map((r) => r.coverId));
      const all = rows.map((r) => presentEventSummary(r, lang, image, day));
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
      return presentEventDetail(row, lang, image, day, await programsOf(row.id, lang), timezone);
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
          const { body: _body, ...rest } = presentAdminEvent(r, image, counts.get(r.id) ?? 0, day);
          return rest;
        }),
      };
    },

    async adminChoices() {
      return { items: await repo.choices(EVENT_CHOICES_MAX) };
    },
  };
}
export type Events = ReturnType<typeof createEvents>;
