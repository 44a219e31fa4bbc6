import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appInfoSchema, type AppInfo } from '@atrium/shared/api/app-info';
import { authApi } from '../../../lib/api/authApi';
import { adminKeys } from './keys';

/** PUT /api/admin/app: saves the app page's data; answers it as stored. */
export const saveAppInfo = (info: AppInfo) =>
  authApi.request('/admin/app', { method: 'PUT', body: info, schema: appInfoSchema });

export function useSaveAppInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppInfo,
    onSuccess: (info) => queryClient.setQueryData(adminKeys.appInfo(), info),
  });
}
