import type { AttendanceList, AttendanceRow } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { AttendanceRecord } from './events.attendance.repository';
import type { EventRow } from './events.table';

/** ab***@example.com: enough for staff to recognise a member, not to write to one. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  const chars = [...local]; // by code point: never half of a surrogate pair
  return `${chars.slice(0, 2).join('')}${'*'.repeat(Math.max(3, chars.length - 2))}@${domain}`;
};
/** +82******5678: the first digits (country code) and the last four stay. */
const maskPhone = (phone: string | null) => {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const head = phone.startsWith('+') ? `+${digits.slice(0, 2)}` : digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}${'*'.repeat(Math.max(4, digits.length - head.replace('+', '').length - 4))}${tail}`;
};

/** A member's attendance as staff see it: e-mail masked unless `unmask`, phone always masked. */
export const presentAttendance = (r: AttendanceRecord, unmask: boolean): AttendanceRow => ({
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

/** The event an attendance table is of, its title in the staff member's language. */
export const presentAttendanceEvent = (event: EventRow, lang: Language): NonNullable<AttendanceList['event']> => ({
  id: event.id,
  title: pickLocalized(event.title, lang).text,
  startDate: event.startDate,
  endDate: event.endDate,
});
