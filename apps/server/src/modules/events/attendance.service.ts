import { and, desc, asc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireStepUp } from '../mfa/mfa.guard';
import type { AttendanceList, AttendanceRow } from '@atrium/shared/api/events-admin';
import { pickLocalized } from '@atrium/shared/localized';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { memberOf } from '../../plugins/auth';
import type { Audit } from '../audit/audit.service';
import { users } from '../users/users.table';
import type { EventsRepository } from './events.repository';
import { eventCheckIns, type EventRow } from './events.table';
import { venueDate, venueStamp, type Clock } from './venue-time';
import { writeAttendanceWorkbook, type AttendanceHeadings } from './attendance.xlsx';
import type { Language } from '@atrium/shared/languages';

/** A UI string of the admin namespace in a language (staff can edit them like every other). */
export type AdminText = (lang: Language, key: string) => string;

const HEADING_KEYS = ['sheet', 'name', 'email', 'phone', 'count', 'days', 'deletedMember'] as const;

export interface AttendanceFilter {
  eventId?: number;
  min: number;
  keyword?: string;
  unmask?: boolean;
}

/** ab***@example.com: enough for staff to recognise a member, not to write to one. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  const chars = [...local]; // by code point: never half of a surrogate pair
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.max(3, chars.length - 2))}@${domain}`;
};
/** +82******5678: the first digits (country code) and the last four stay. */
export const maskPhone = (phone: string | null) => {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const head = phone.startsWith('+') ? `+${digits.slice(0, 2)}` : digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}${'*'.repeat(Math.max(4, digits.length - head.replace('+', '').length - 4))}${tail}`;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Members' attendance of a check-in event (count and days), for the admin table and the Excel export. */
export function createAttendance(
  db: Db,
  repo: EventsRepository,
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

  /** Rows of members with at least `min` check-ins; `keyword` searches the full name, e-mail and phone. */
  function query(event: EventRow, min: number, keyword: string | undefined) {
    const n = sql<number>`count(*)::int`;
    // Phones are stored in E.164: "010-1234-5678" is found as "1012345678".
    const digits = (keyword ?? '').replace(/\D/g, '').replace(/^0/, '');
    const where = keyword
      ? or(
          ilike(users.name, `%${escapeLike(keyword)}%`),
          ilike(users.email, `%${escapeLike(keyword)}%`),
          ...(digits.length >= 3 ? [ilike(users.phoneNumber, `%${digits}%`)] : []),
        )
      : undefined;
    return db
      .select({
        memberId: users.id,
        name: users.name,
        email: users.email,
        phone: users.phoneNumber,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        count: n,
        days: sql<string>`string_agg(${eventCheckIns.day}::text, ',' order by ${eventCheckIns.day})`,
        last: sql<string>`to_char(max(${eventCheckIns.checkedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(eventCheckIns)
      .innerJoin(users, eq(users.id, eventCheckIns.memberId))
      .where(and(eq(eventCheckIns.eventId, event.id), where))
      .groupBy(users.id, users.name, users.email, users.phoneNumber, users.deletedAt)
      .having(gte(n, min))
      .orderBy(desc(n), asc(users.name), asc(users.id))
      .$dynamic();
  }

  const present = (
    r: {
      memberId: number;
      name: string;
      email: string;
      phone: string | null;
      deleted: boolean;
      count: number;
      days: string;
      last: string;
    },
    unmask: boolean,
  ): AttendanceRow => ({
    memberId: r.memberId,
    name: r.name,
    // A deleted member's tombstone address is nobody's: shown as no address at all.
    email: r.deleted ? '' : unmask ? r.email : maskEmail(r.email),
    phone: maskPhone(r.phone),
    count: r.count,
    days: r.days.split(',').map(Number),
    lastCheckInAt: r.last,
    deleted: r.deleted,
  });

  /** Full e-mails are for ADMIN only. */
  function unmaskAllowed(request: FastifyRequest, filter: AttendanceFilter) {
    if (filter.unmask && memberOf(request).role !== 'ADMIN') throw appError('NO_ADMIN_PERMISSION');
    return Boolean(filter.unmask);
  }

  /**
   * Who may unmask (ADMIN) may search what masks hide. Anyone else's keyword matches only the
   * row as shown to them (name, masked e-mail and phone): were hidden characters searched, each
   * answer would reveal one more of them.
   */
  const searchesHidden = (request: FastifyRequest) => memberOf(request).role === 'ADMIN';

  /** In memory: one event's attendees fit, and the mask stays one function (no SQL twin to drift). */
  async function shownMatches(event: EventRow, min: number, keyword: string) {
    const k = keyword.toLocaleLowerCase();
    return (await query(event, min, undefined))
      .map((r) => present(r, false))
      .filter((r) => [r.name, r.email, r.phone ?? ''].some((v) => v.toLocaleLowerCase().includes(k)));
  }

  async function pageOf(
    request: FastifyRequest,
    event: EventRow,
    page: number,
    filter: AttendanceFilter,
    unmask: boolean,
  ) {
    const offset = (page - 1) * PAGE_SIZE;
    if (filter.keyword && !searchesHidden(request)) {
      const shown = await shownMatches(event, filter.min, filter.keyword);
      return { items: shown.slice(offset, offset + PAGE_SIZE), total: shown.length };
    }
    const sub = query(event, filter.min, filter.keyword).as('attendance');
    const [rows, [total]] = await Promise.all([
      query(event, filter.min, filter.keyword).limit(PAGE_SIZE).offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(sub),
    ]);
    return { items: rows.map((r) => present(r, unmask)), total: total?.n ?? 0 };
  }

  async function allOf(request: FastifyRequest, event: EventRow, filter: AttendanceFilter, unmask: boolean) {
    if (filter.keyword && !searchesHidden(request)) return shownMatches(event, filter.min, filter.keyword);
    return (await query(event, filter.min, filter.keyword)).map((r) => present(r, unmask));
  }

  return {
    /** A page of the table; a keyword search is recorded in the audit log (it reads personal data). */
    async page(request: FastifyRequest, page: number, filter: AttendanceFilter): Promise<AttendanceList> {
      const unmask = unmaskAllowed(request, filter);
      const event = await eventFor(filter.eventId);
      const { items, total } = event ? await pageOf(request, event, page, filter, unmask) : { items: [], total: 0 };
      if (filter.keyword) {
        await audit.record(request, {
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
        event: {
          id: event.id,
          title: pickLocalized(event.title, request.lang).text,
          startDate: event.startDate,
          endDate: event.endDate,
        },
        min: filter.min,
      };
    },

    /** The .xlsx of every member with at least `min` check-ins; recorded in the audit log. */
    async excel(request: FastifyRequest, filter: AttendanceFilter) {
      const unmask = unmaskAllowed(request, filter);
      // A file of unmasked personal data needs a two-factor code entered in the last 5 minutes.
      if (unmask) await requireStepUp(request);
      const event = await eventFor(filter.eventId);
      const rows = event ? await allOf(request, event, filter, unmask) : [];
      const now = clock.now();
      const headings = Object.fromEntries(
        HEADING_KEYS.map((k) => [k, text(request.lang, `eventAdmin.excel.${k}`)]),
      ) as AttendanceHeadings;
      const file = await writeAttendanceWorkbook(rows, {
        headings,
        eventTitle: event ? pickLocalized(event.title, request.lang).text : '',
      });
      const fileName = `attendance_min${filter.min}_${venueStamp(timezone, now)}.xlsx`;
      await audit.record(request, {
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
