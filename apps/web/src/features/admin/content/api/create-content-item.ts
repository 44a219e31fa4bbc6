import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentCreatedSchema } from '@atrium/shared/api/content-admin';
import type { ContentData } from '@atrium/shared/content/validate';
import { authApi } from '#web/lib/api/auth-api';
import { contentAdminKeys, contentApiPath } from './keys';

/** POST /api/admin/content/{type} {data} → 201 {id}: a new draft; 400 VALIDATION_FAILED with fields. */
const createContentItem = ({ type, data }: { type: string; data: ContentData }) =>
  authApi.request<Reply<typeof contentCreatedSchema>>(contentApiPath(type), { method: 'POST', body: { data } });

export function useCreateContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentItem,
    onSuccess: (_created, { type }) => queryClient.invalidateQueries({ queryKey: contentAdminKeys.list(type) }),
  });
}
