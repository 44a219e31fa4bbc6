import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { attendanceListSchema } from '@atrium/shared/api/events-admin';
import { authApi } from '#web/lib/api/auth-api';
import { eventAdminKeys } from './keys';
import { downloadWithServerName } from './download-with-server-name';

export interface AttendanceFilters {
  page: number;
  min: number;
  keyword?: string;
  eventId?: number;
  /** ADMIN only (a MANAGER gets 403), after a recent step-up: e-mail addresses unmasked. */
  unmask?: boolean;
}

/** GET /api/admin/event/attendance: members with their check-in count and days (staff). */
const getAttendance = (filters: AttendanceFilters, signal?: AbortSignal) =>
  authApi.get<Reply<typeof attendanceListSchema>>('/admin/event/attendance', { query: { ...filters }, signal });

/** Runs the read; an unmasked one goes through the step-up dialog (useStepUp's `run`). */
type Run = <T>(read: () => Promise<T>) => Promise<T>;

const attendanceQueryOptions = (filters: AttendanceFilters, run: Run) =>
  queryOptions({
    queryKey: eventAdminKeys.attendance({ ...filters }),
    queryFn: ({ signal }) => run(() => getAttendance(filters, signal)),
    placeholderData: keepPreviousData,
  });

export const useAttendance = (filters: AttendanceFilters, run: Run) => useQuery(attendanceQueryOptions(filters, run));

/**
 * GET /api/admin/event/attendance/excel?min=: the .xlsx of members with at least `min`
 * check-ins, saved under the server's name (attendance_min{min}_{yyyyMMddHHmmss}.xlsx).
 */
export const useExportAttendance = () =>
  useMutation({
    mutationFn: ({ min, keyword, eventId, unmask }: Omit<AttendanceFilters, 'page'>) =>
      downloadWithServerName(
        '/admin/event/attendance/excel',
        { min, keyword, eventId, unmask },
        // Only if the server's name cannot be read: the same pattern, in the browser's time.
        () => `attendance_min${min}_${timestamp(new Date())}.xlsx`,
      ),
  });

const pad = (n: number) => String(n).padStart(2, '0');
const timestamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
