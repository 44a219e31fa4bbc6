import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { translationConfirmSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

type TranslationConfirm = z.input<typeof translationConfirmSchema>;

/** POST /api/admin/translation/strings/confirm: an outdated translation is still right for the new Korean (204). */
const confirmTranslation = (confirm: TranslationConfirm) =>
  authApi.requestVoid('/admin/translation/strings/confirm', { method: 'POST', body: confirm });

export function useConfirmTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTranslation,
    // The cell's mark and the language's counts come from the server's answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.translations(), 'list'] }),
  });
}
