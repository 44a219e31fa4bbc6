import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { showNotice } from '#web/components/notice/notice-store';
import { useImportTranslations } from '../api/import-translations';
import { ChangesTable } from './ChangesTable';
import { ImportErrorAlert } from './ImportErrorAlert';

/**
 * Import in two steps: the server compares the file without saving (dryRun=true) and this
 * lists the changes and the unknown keys; confirming sends it again for real (drafts, to publish).
 */
export function ImportDialog({ file, onClose }: { file: File; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useImportTranslations();
  const apply = useImportTranslations();
  const { mutate: runPreview } = preview;

  useEffect(() => {
    runPreview({ file, dryRun: true });
  }, [file, runPreview]);

  const confirm = async () => {
    try {
      const result = await apply.mutateAsync({ file, dryRun: false });
      showNotice('admin:translations.imported', 'success');
      if (result.applied) onClose();
    } catch {
      // Shown in the dialog (apply.error).
    }
  };
  const result = preview.data;
  const busy = preview.isPending || apply.isPending;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="import-title" fullWidth maxWidth="lg">
      <DialogTitle id="import-title">{t('admin:translations.importTitle', { name: file.name })}</DialogTitle>
      <DialogContent>
        {busy && <LinearProgress aria-label={t('admin:translations.importChecking')} sx={{ mb: 2 }} />}
        {preview.isError && <ImportErrorAlert error={preview.error} />}
        {apply.isError && <ImportErrorAlert error={apply.error} />}
        {result && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {t('admin:translations.importSummary', {
                changes: result.changes.length,
                unknown: result.unknown.length,
              })}
            </DialogContentText>
            <ChangesTable caption={t('admin:translations.importChanges')} changes={result.changes} />
            {result.unknown.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>{t('admin:translations.unknownKeys')}</Typography>
                <ul>
                  {result.unknown.map((u) => (
                    <li key={`${u.namespace}:${u.key}`}>
                      <code>{`${u.namespace}:${u.key}`}</code>
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending}>
          {t('admin:common.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !result || result.changes.length === 0}>
          {t('admin:translations.importApply', { changes: result?.changes.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
