import { queryOptions, useQuery } from '@tanstack/react-query';
import { appInfoSchema } from '@atrium/shared/api/app-info';
import { authApi } from '../../../lib/api/authApi';
import { adminKeys } from './keys';

/** GET /api/admin/app: the store links, release date and notice in every language, for editing. */
export const getAppInfo = (signal?: AbortSignal) => authApi.get('/admin/app', appInfoSchema, { signal });

export const appInfoQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.appInfo(), queryFn: ({ signal }) => getAppInfo(signal) });

export const useAppInfo = () => useQuery(appInfoQueryOptions());
