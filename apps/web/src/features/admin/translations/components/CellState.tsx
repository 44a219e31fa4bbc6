import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import type { TranslationRow } from '@atrium/shared/api/translations';
import { LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { useConfirmTranslation } from '../api/confirm-translation';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { TranslationChip } from '#web/features/admin/content/components/status/TranslationChips';

interface CellStateProps {
  row: Pick<TranslationRow, 'namespace' | 'key'>;
  lang: Language;
  state: TranslationState;
}

/**
 * A cell's translation state, with the content editors' chip: on every translation, and on the
 * Korean only when it is missing (the source is never outdated). An outdated translation can be
 * confirmed as still right for the new Korean, its text unchanged.
 */
export function CellState({ row, lang, state }: CellStateProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTranslation();
  if (lang === 'ko' && state === 'ok') return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', px: 1, pb: 0.5 }}>
      <TranslationChip lang={lang} state={state} />
      {state === 'stale' && (
        <Button
          size="small"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate({ namespace: row.namespace, key: row.key, lang })}
          aria-label={t('admin:content.stale.confirmLabel', {
            field: `${row.namespace}:${row.key}`,
            language: LANGUAGE_NAMES[lang],
          })}
        >
          {t('admin:content.stale.confirm')}
        </Button>
      )}
      {confirm.isError && <AdminErrorAlert error={confirm.error} />}
    </Stack>
  );
}
