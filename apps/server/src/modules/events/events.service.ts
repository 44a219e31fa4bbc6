import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { EventDetail, EventList, EventSummary, ProgramLink } from '@atrium/shared/api/events';
import type { AdminEvent, eventInputSchema } from '@atrium/shared/api/events-admin';
import { CHECK_IN_DAYS, EVENT_CHOICES_MAX, PAGE_SIZE } from '@atrium/shared/limits';
import type { z } from 'zod';
import { appError } from '../../lib/app-error';
import type { ContentCache } from '../../lib/content-cache';
import type { Storage } from '../../lib/storage';
import type { Db } from '../../db/client';
import { memberOf } from '../../plugins/auth';
import type { Audit } from '../audit/audit.service';
import type { Images } from '../uploads/media.presenter';
import type { EventsRepository } from './events.repository';
import { eventGifts, events, type EventRow } from './events.table';
import { checkInEndDate, eventStatus, venueDate, type Clock } from './venue-time';

export type EventInput = z.output<typeof eventInputSchema>;

interface Deps {
  db: Db;
  repo: EventsRepository;
  images: Images;
  audit: Audit;
  cache: ContentCache;
  storage: Storage;
  clock: Clock;
  timezone: string;
  /** Public programs of an event, for its detail page (from the programs module). */
  programsOf: (eventId: number, lang: Language) => Promise<ProgramLink[]>;
}

const text = (values: Localized, lang: Language) => pickLocalized(values, lang).text;

/** Public event reads (grouped by status in the venue time zone) and the staff's writes, each audited. */
export function createEvents({ db, repo, images, audit, cache, storage, clock, timezone, programsOf }: Deps) {
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

  async function validateMedia(input: EventInput) {
    const missing = new Set(await repo.missingMedia([...(input.coverId ? [input.coverId] : []), ...input.imageIds]));
    if (!missing.size) return;
    const fields: Record<string, string> = {};
    if (input.coverId && missing.has(input.coverId)) fields.coverId = 'INVALID';
    input.imageIds.forEach((id, i) => missing.has(id) && (fields[`imageIds.${i}`] = 'INVALID'));
    throw appError('VALIDATION_FAILED', { fields });
  }

  const values = (input: EventInput) => ({
    title: input.title,
    summary: input.summary,
    body: input.body,
    location: input.location,
    target: input.target,
    program: input.program,
    organizer: input.organizer,
    startDate: input.startDate,
    endDate: input.checkIn ? checkInEndDate(input.startDate) : (input.endDate ?? input.startDate),
    coverId: input.coverId ?? null,
    imageIds: input.imageIds,
    checkIn: input.checkIn,
    isPublic: input.isPublic,
  });

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

    async adminOne(id: number): Promise<AdminEvent> {
      const row = await repo.byId(id, false);
      if (!row) throw appError('NOT_FOUND');
      const [image, counts] = await Promise.all([
        images.load([row.coverId, ...row.imageIds]),
        repo.checkInCounts([row.id]),
      ]);
      return this.present(row, image, counts.get(row.id) ?? 0, today());
    },

    present(row: EventRow, image: Awaited<ReturnType<Images['load']>>, checkInCount: number, day: string): AdminEvent {
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

    async create(request: FastifyRequest, input: EventInput) {
      await validateMedia(input);
      const [row] = await db
        .insert(events)
        .values({ ...values(input), createdBy: memberOf(request).id })
        .returning({ id: events.id });
      if (!row) throw new Error('event insert returned no row');
      await audit.record(request, { action: 'event.create', targetType: 'event', targetId: row.id });
      cache.invalidate();
      return row.id;
    },

    async update(request: FastifyRequest, id: number, input: EventInput) {
      await validateMedia(input);
      const rows = await db
        .update(events)
        .set({ ...values(input), updatedAt: sql`now()` })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      if (rows.length === 0) throw appError('NOT_FOUND');
      await audit.record(request, { action: 'event.update', targetType: 'event', targetId: id });
      cache.invalidate();
    },

    /** Deletes the event with its check-ins, gifts and receipts (and the gifts' private files). */
    async remove(request: FastifyRequest, id: number) {
      const files = await db.select({ key: eventGifts.storageKey }).from(eventGifts).where(eq(eventGifts.eventId, id));
      const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      if (rows.length === 0) throw appError('NOT_FOUND');
      await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
      await audit.record(request, { action: 'event.delete', targetType: 'event', targetId: id });
      cache.invalidate();
    },
  };
}
export type Events = ReturnType<typeof createEvents>;
