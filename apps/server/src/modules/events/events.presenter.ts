import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { EventDetail, EventSummary, ProgramLink } from '@atrium/shared/api/events';
import type { AdminEvent } from '@atrium/shared/api/events-admin';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import type { Images } from '../uploads/media.presenter';
import type { EventRow } from './events.table';
import { eventStatus } from './venue-time';

/** The pictures of a set of rows, loaded once: a media id to its image in a language. */
type ImageOf = Awaited<ReturnType<Images['load']>>;

/** What staff see of an event: a row, or an engine draft in a row's shape (events.editor.ts). */
export type StaffEventFacts = Omit<EventRow, 'createdBy' | 'createdAt'>;

const text = (values: Localized, lang: Language) => pickLocalized(values, lang).text;

/** An event in a visitor's language, with its status on the venue day `day`. */
export function presentEventSummary(row: EventRow, lang: Language, image: ImageOf, day: string) {
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

/** An event's page: the summary, its body (in the title's language when it has one), gallery and programs. */
export function presentEventDetail(
  row: EventRow,
  lang: Language,
  image: ImageOf,
  day: string,
  programs: ProgramLink[],
  timezone: string,
): EventDetail {
  return {
    ...presentEventSummary(row, lang, image, day),
    body: pickLocalized(row.body, pickLocalized(row.title, lang).lang).text || text(row.body, lang),
    images: row.imageIds.map((m) => image(m, lang)).filter((i) => i !== null),
    programs,
    checkInDays: row.checkIn ? CHECK_IN_DAYS : null,
    today: day,
    timezone,
  };
}

/** An event as staff edit it: every language's texts, media ids beside their images, and its check-ins. */
export function presentAdminEvent(row: StaffEventFacts, image: ImageOf, checkInCount: number, day: string): AdminEvent {
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
}
