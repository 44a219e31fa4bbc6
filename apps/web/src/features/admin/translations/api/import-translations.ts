import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { translationImportResultSchema } from '@atrium/shared/api/translations';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/**
 * POST /api/admin/translation/import (multipart field 'file'): compares a spreadsheet with the
 * current texts. `dryRun` only lists the changes and unknown keys; otherwise they become drafts.
 */
const importTranslations = ({ file, dryRun }: { file: File; dryRun: boolean }) => {
  const body = new FormData();
  body.append('file', file);
  return authApi.request<Reply<typeof translationImportResultSchema>>('/admin/translation/import', {
    method: 'POST',
    body,
    query: { dryRun: String(dryRun) },
  });
};

export function useImportTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTranslations,
    onSuccess: (result) => {
      if (result.applied) return queryClient.invalidateQueries({ queryKey: [...adminKeys.translations(), 'list'] });
    },
  });
}
