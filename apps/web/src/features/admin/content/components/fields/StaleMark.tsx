import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGE_NAMES } from '@atrium/shared/languages';
import { isStale, useEditor } from '../editor/EditorContext';

/**
 * Says a translation may be out of date (its Korean changed after it was saved), with a
 * "still right" action that clears the mark on the next save; once confirmed, says so.
 */
export function StaleMark({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const state = useEditor();
  const { lang, confirmed, confirm } = state;
  const key = `${name}.${lang}`;
  if (confirmed.has(key)) {
    return (
      <Alert severity="success" variant="outlined" sx={{ py: 0 }}>
        {t('admin:content.stale.confirmed')}
      </Alert>
    );
  }
  if (!isStale(state, name, lang)) return null;
  return (
    <Alert
      severity="warning"
      sx={{ py: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => confirm(key)}
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={t('admin:content.stale.confirmLabel', { field: label, language: LANGUAGE_NAMES[lang] })}
        >
          {t('admin:content.stale.confirm')}
        </Button>
      }
    >
      {t('admin:content.stale.text')}
    </Alert>
  );
}
