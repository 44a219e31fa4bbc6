import type { z } from 'zod';
import type { AdminEvent, eventInputSchema } from '@atrium/shared/api/events-admin';
import type { ContentData } from '@atrium/shared/content/validate';
import type { Localized } from '@atrium/shared/localized';
import { AppError, appError } from '#server/lib/app-error';
import type { Storage } from '#server/lib/storage';
import type { Actor } from '../audit/audit.service';
import type { ContentService } from '../content/content.service';
import { hasPendingChange } from '../content/content.status';
import type { Images } from '../uploads/media.presenter';
import type { EventsRepository } from './events.repository';
import type { GiftsRepository } from './events.gifts.repository';
import type { Events } from './events.service';
import { presentAdminEvent, type StaffEventFacts } from './events.presenter';
import { checkInEndDate } from './venue-time';

export type EventInput = z.output<typeof eventInputSchema>;

const TYPE = 'events';
/** The old call's field names for the declaration's (errors name what the caller sent). */
const INPUT_NAMES: Record<string, string> = { cover: 'coverId', gallery: 'imageIds' };

interface Deps {
  repo: EventsRepository;
  gifts: GiftsRepository;
  events: Events;
  images: Images;
  storage: Storage;
  /** The editorial engine (the app's, resolved when a call comes). */
  content: () => ContentService;
}

/** The `events` item of the engine for an input of the old shape. */
function eventData(input: EventInput): ContentData {
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    location: input.location,
    target: input.target,
    program: input.program,
    organizer: input.organizer,
    startDate: input.startDate,
    endDate: input.checkIn ? checkInEndDate(input.startDate) : (input.endDate ?? null),
    checkIn: input.checkIn,
    cover: input.coverId ?? null,
    gallery: input.imageIds,
  };
}

/** Engine field errors under the names the caller used ('gallery.2' → 'imageIds.2'). */
async function inputNames<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError) || !error.extra.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.extra.fields).map(([path, code]) => {
        const [head = '', ...rest] = path.split('.');
        return [[INPUT_NAMES[head] ?? head, ...rest].join('.'), code];
      }),
    );
    throw appError(error.code, { ...error.extra, fields });
  }
}

/**
 * POST/PUT/DELETE /api/admin/events, kept for their callers, as thin adapters over the editorial
 * engine: the draft is saved, then published (isPublic) or taken down. The engine is the one
 * write path into the events table, so these writes get revisions and the engine's audit rows.
 * A PUT is refused (409) while staff have a change pending: it would publish or overwrite their
 * draft and call off their schedule.
 */
export function createEventEditor({ repo, gifts, events, images, storage, content }: Deps) {
  async function validateMedia(input: EventInput) {
    const missing = new Set(await repo.missingMedia([...(input.coverId ? [input.coverId] : []), ...input.imageIds]));
    if (!missing.size) return;
    const fields: Record<string, string> = {};
    if (input.coverId && missing.has(input.coverId)) fields.coverId = 'INVALID';
    input.imageIds.forEach((id, i) => missing.has(id) && (fields[`imageIds.${i}`] = 'INVALID'));
    throw appError('VALIDATION_FAILED', { fields });
  }

  /** Publishes the draft, or takes the live event down, as isPublic says. */
  async function applyVisibility(actor: Actor, key: string, isPublic: boolean) {
    const engine = content();
    if (isPublic) return engine.publish(actor, TYPE, key, '');
    const { entry } = await engine.get(TYPE, key);
    if (entry.published) await engine.unpublish(actor, TYPE, key);
  }

  /** An event as staff see it: the engine's draft (with the public row's check-ins), else a row made before the engine. */
  async function present(id: number): Promise<AdminEvent> {
    const entry = await content()
      .get(TYPE, String(id))
      .then((v) => v.entry)
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
    const row = await repo.byId(id, false);
    if (!entry && !row) throw appError('NOT_FOUND');
    const d = entry ? draftRow(id, entry.draft, entry.published !== null, entry.updatedAt) : row!;
    const [image, counts] = await Promise.all([images.load([d.coverId, ...d.imageIds]), repo.checkInCounts([id])]);
    return presentAdminEvent(d, image, counts.get(id) ?? 0, events.today());
  }

  return {
    present,

    async create(actor: Actor, input: EventInput): Promise<number> {
      await validateMedia(input);
      const key = await inputNames(() => content().create(actor, TYPE, eventData(input)));
      if (input.isPublic) await inputNames(() => applyVisibility(actor, key, true));
      return Number(key);
    },

    /** The event's version, its ETag (docs/spec/decisions.md §15): these calls check it when sent. */
    version: async (id: number) => (await content().get(TYPE, String(id))).entry.version,

    /** `expected`: the version in If-Match, checked when sent (undefined: not sent). */
    async update(actor: Actor, id: number, input: EventInput, expected?: number | null) {
      await validateMedia(input);
      if (hasPendingChange((await content().get(TYPE, String(id))).entry)) throw appError('PENDING_CHANGES');
      await inputNames(() => content().save(actor, TYPE, String(id), eventData(input), [], expected));
      await inputNames(() => applyVisibility(actor, String(id), input.isPublic));
    },

    /** Deletes the event with its check-ins, gifts and receipts (and the gifts' private files). */
    async remove(actor: Actor, id: number, expected?: number | null) {
      const files = await gifts.storageKeys(id);
      await content().remove(actor, TYPE, String(id), expected);
      await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
    },
  };
}
export type EventEditor = ReturnType<typeof createEventEditor>;

/** A draft in the shape of a row, for the staff's view. */
function draftRow(id: number, d: ContentData, isPublic: boolean, updatedAt: Date): StaffEventFacts {
  const text = (name: string) => (d[name] ?? {}) as Localized;
  const startDate = String(d.startDate);
  return {
    id,
    title: text('title'),
    summary: text('summary'),
    body: text('body'),
    location: text('location'),
    target: text('target'),
    program: text('program'),
    organizer: text('organizer'),
    startDate,
    endDate: d.checkIn ? checkInEndDate(startDate) : String(d.endDate ?? startDate),
    coverId: (d.cover as string | null) ?? null,
    imageIds: (d.gallery as string[] | undefined) ?? [],
    checkIn: d.checkIn === true,
    isPublic,
    updatedAt,
  };
}
