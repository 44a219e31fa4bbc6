import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { translationPublishedSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** POST /api/admin/translation/update: publishes every pending draft as one version; 409 NOTHING_TO_PUBLISH. */
const publishTranslations = (memo: string) =>
  authApi.request<Reply<typeof translationPublishedSchema>>('/admin/translation/update', {
    method: 'POST',
    body: { memo },
  });

export function usePublishTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTranslations,
    // Drafts became published texts, and the history has a new version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.translations() }),
  });
}
