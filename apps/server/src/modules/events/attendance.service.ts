import type { AttendanceList } from '@atrium/shared/api/events-admin';
import type { Role } from '@atrium/shared/api/auth';
import { pickLocalized } from '@atrium/shared/localized';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Language } from '@atrium/shared/languages';
import { appError } from '#server/lib/app-error';
import type { Actor, Audit } from '../audit/audit.service';
import type { EventsRepository } from './events.repository';
import type { AttendanceRepository } from './events.attendance.repository';
import type { EventRow } from './events.table';
import { venueDate, venueStamp, type Clock } from './venue-time';
import { writeAttendanceWorkbook, type AttendanceHeadings } from './attendance.xlsx';
import { presentAttendance, presentAttendanceEvent } from './attendance.presenter';

/** A UI string of the admin namespace in a language (staff can edit them like every other). */
export type AdminText = (lang: Language, key: string) => string;

const HEADING_KEYS = ['sheet', 'name', 'email', 'phone', 'count', 'days', 'deletedMember'] as const;

export interface AttendanceFilter {
  eventId?: number;
  min: number;
  keyword?: string;
  unmask?: boolean;
}

/** The staff member reading the table: their role decides what they may see, their language the headings. */
export interface Viewer {
  role: Role;
  lang: Language;
}

/** Members' attendance of a check-in event (count and days), for the admin table and the Excel export. */
export function createAttendance(
  repo: EventsRepository,
  records: AttendanceRepository,
  audit: Audit,
  clock: Clock,
  timezone: string,
  text: AdminText,
) {
  async function eventFor(eventId: number | undefined): Promise<EventRow | undefined> {
    if (eventId === undefined) return repo.defaultCheckInEvent(venueDate(timezone, clock.now()));
    const row = await repo.byId(eventId, false);
    if (!row || !row.checkIn) throw appError('NOT_FOUND');
    return row;
  }

  /** Full e-mails are for ADMIN only. */
  function unmaskAllowed(viewer: Viewer, filter: Pick<AttendanceFilter, 'unmask'>) {
    if (filter.unmask && viewer.role !== 'ADMIN') throw appError('NO_ADMIN_PERMISSION');
    return Boolean(filter.unmask);
  }

  /** In memory: one event's attendees fit, and the mask stays one function (no SQL twin to drift). */
  async function shownMatches(event: EventRow, min: number, keyword: string) {
    const k = keyword.toLocaleLowerCase();
    return (await records.all(event.id, min))
      .map((r) => presentAttendance(r, false))
      .filter((r) => [r.name, r.email, r.phone ?? ''].some((v) => v.toLocaleLowerCase().includes(k)));
  }

  /**
   * A keyword searches what masks hide only in an unmasked read (ADMIN, with a recent step-up).
   * Otherwise it matches the row as shown (name, masked e-mail and phone): were hidden characters
   * searched, each answer would reveal one more of them.
   */
  async function pageOf(event: EventRow, page: number, filter: AttendanceFilter, unmask: boolean) {
    const offset = (page - 1) * PAGE_SIZE;
    if (filter.keyword && !unmask) {
      const shown = await shownMatches(event, filter.min, filter.keyword);
      return { items: shown.slice(offset, offset + PAGE_SIZE), total: shown.length };
    }
    const { rows, total } = await records.page(event.id, filter.min, filter.keyword, PAGE_SIZE, offset);
    return { items: rows.map((r) => presentAttendance(r, unmask)), total };
  }

  async function allOf(event: EventRow, filter: AttendanceFilter, unmask: boolean) {
    if (filter.keyword && !unmask) return shownMatches(event, filter.min, filter.keyword);
    return (await records.all(event.id, filter.min, filter.keyword)).map((r) => presentAttendance(r, unmask));
  }

  return {
    /**
     * Throws unless the viewer may see full e-mails; whether they asked to. The route asks first,
     * so a refusal comes before a two-factor step-up is asked for.
     */
    unmaskAllowed,

    /** A page of the table; a keyword search is recorded in the audit log (it reads personal data). */
    async page(actor: Actor, viewer: Viewer, page: number, filter: AttendanceFilter): Promise<AttendanceList> {
      const unmask = unmaskAllowed(viewer, filter);
      const event = await eventFor(filter.eventId);
      const { items, total } = event ? await pageOf(event, page, filter, unmask) : { items: [], total: 0 };
      if (filter.keyword) {
        await audit.recordAs(actor, {
          action: 'event.attendance.search',
          targetType: 'event',
          targetId: event?.id,
          details: { list: 'attendance', keyword: filter.keyword, min: filter.min, page, rows: total },
        });
      }
      if (!event) return { items: [], page, pageSize: PAGE_SIZE, total: 0, event: null, min: filter.min };
      return {
        items,
        page,
        pageSize: PAGE_SIZE,
        total,
        event: presentAttendanceEvent(event, viewer.lang),
        min: filter.min,
      };
    },

    /**
     * The .xlsx of every member with at least `min` check-ins; recorded in the audit log. An
     * unmasked file needs a recent two-factor step-up, which the route asks for.
     */
    async excel(actor: Actor, viewer: Viewer, filter: AttendanceFilter) {
      const unmask = unmaskAllowed(viewer, filter);
      const event = await eventFor(filter.eventId);
      const rows = event ? await allOf(event, filter, unmask) : [];
      const now = clock.now();
      const headings = Object.fromEntries(
        HEADING_KEYS.map((k) => [k, text(viewer.lang, `eventAdmin.excel.${k}`)]),
      ) as AttendanceHeadings;
      const file = await writeAttendanceWorkbook(rows, {
        headings,
        eventTitle: event ? pickLocalized(event.title, viewer.lang).text : '',
      });
      const fileName = `attendance_min${filter.min}_${venueStamp(timezone, now)}.xlsx`;
      await audit.recordAs(actor, {
        action: 'event.attendance.export',
        targetType: 'event',
        targetId: event?.id,
        details: { min: filter.min, keyword: filter.keyword ?? null, unmask, rows: rows.length, fileName },
      });
      return { file, fileName };
    },
  };
}
export type Attendance = ReturnType<typeof createAttendance>;
