import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useTranslationVersion } from '../api/get-translation-version';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { ChangesTable } from './ChangesTable';

/** One published version: who, when, memo, and every change old → new. Opened from the URL (?version=). */
export function VersionDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const version = useTranslationVersion(id);
  const data = version.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby="version-title" fullWidth maxWidth="lg">
      <DialogTitle id="version-title">{t('admin:translations.versionTitle', { id })}</DialogTitle>
      <DialogContent>
        {version.isError && <AdminErrorAlert error={version.error} />}
        {version.isPending && <Skeleton variant="rectangular" height={200} />}
        {data && (
          <>
            <Typography sx={{ mb: 2 }}>
              {t('admin:translations.versionSummary', {
                author: data.version.author.email ?? '—',
                date: format.dateTime(data.version.createdAt),
                memo: data.version.memo,
              })}
            </Typography>
            <ChangesTable caption={t('admin:translations.versionChanges', { id })} changes={data.changes} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('admin:common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
