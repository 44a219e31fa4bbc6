import { useMutation } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import { saveFile } from '#web/lib/save-file';

/** GET /api/admin/translation/export: every key and language as a spreadsheet (.xlsx). */
const exportTranslations = () => authApi.requestBlob('/admin/translation/export');

/** The file's name, dated like the server's (the blob client cannot read Content-Disposition). */
const fileName = () => `atrium-strings-${new Date().toISOString().slice(0, 10)}.xlsx`;

export const useExportTranslations = () =>
  useMutation({ mutationFn: async () => saveFile(await exportTranslations(), fileName()) });
