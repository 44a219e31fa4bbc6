import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { translationEditSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

type TranslationEdit = z.infer<typeof translationEditSchema>;

/** PUT /api/admin/translation/strings: records a pending draft of one key in one language (204). */
const saveTranslation = (edit: TranslationEdit) =>
  authApi.requestVoid('/admin/translation/strings', { method: 'PUT', body: edit });

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslation,
    // The grid shows the draft and the pending count from the server's answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.translations(), 'list'] }),
  });
}
