import { z } from 'zod';
import { adminUsersQuerySchema } from '@atrium/shared/api/admin';

/**
 * The users page's URL: the server's filter schema plus the keyword of a search. A keyword
 * search and the filters are two ways to find members (two endpoints), so one clears the other.
 */
export const usersSearchSchema = adminUsersQuerySchema.extend({
  keyword: z.string().trim().min(1).max(100).optional(),
});
export type UsersSearch = z.output<typeof usersSearchSchema>;

const FILTER_NAMES = ['memberType', 'role', 'phoneRegion', 'startDate', 'endDate'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** A patch that removes every filter (when a keyword search starts). */
export const NO_FILTERS: Record<FilterName, undefined> = {
  memberType: undefined,
  role: undefined,
  phoneRegion: undefined,
  startDate: undefined,
  endDate: undefined,
};

export const hasFilters = (search: UsersSearch) => FILTER_NAMES.some((name) => search[name] !== undefined);
