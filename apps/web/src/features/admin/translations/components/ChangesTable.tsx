import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import type { z } from 'zod';
import type { translationChangeSchema } from '@atrium/shared/api/translations';
import { DataTable } from '#web/features/admin/components/DataTable';

type Change = z.infer<typeof translationChangeSchema>;

/** Old → new per key and language: a version's diff, and an import's preview. */
export function ChangesTable({ caption, changes }: { caption: string; changes: readonly Change[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={caption}
      rows={changes}
      rowKey={(c) => `${c.namespace}:${c.key}:${c.lang}`}
      empty={t('admin:translations.noChanges')}
      maxHeight={480}
      columns={[
        { header: t('admin:translations.key'), cell: (c) => <code>{`${c.namespace}:${c.key}`}</code> },
        { header: t('admin:translations.language'), cell: (c) => c.lang.toUpperCase() },
        {
          header: t('admin:translations.oldValue'),
          cell: (c) =>
            c.oldValue ? (
              <Box component="del" lang={c.lang} sx={{ color: 'error.main', whiteSpace: 'pre-wrap' }}>
                {c.oldValue}
              </Box>
            ) : (
              <em>{t('admin:translations.empty')}</em>
            ),
        },
        {
          header: t('admin:translations.newValue'),
          cell: (c) =>
            c.newValue ? (
              <Box
                component="ins"
                lang={c.lang}
                sx={{ color: 'success.main', textDecoration: 'none', whiteSpace: 'pre-wrap' }}
              >
                {c.newValue}
              </Box>
            ) : (
              <em>{t('admin:translations.empty')}</em>
            ),
        },
      ]}
    />
  );
}
