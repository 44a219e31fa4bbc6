import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '#web/features/admin/components/TextInput';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { translationPublishSchema } from '@atrium/shared/api/translations';
import { noticePublished } from '#web/features/admin/lib/published-notice';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { usePublishTranslations } from '../api/publish-translations';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';

interface PublishDialogProps {
  open: boolean;
  pending: number;
  onClose: () => void;
}

/**
 * Publishes every pending draft as one version, with a memo (validated by the server's own
 * schema). The site serves the new texts at once; 409 NOTHING_TO_PUBLISH is said in the dialog.
 */
export function PublishDialog({ open, pending, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const publish = usePublishTranslations();
  const form = useForm<{ memo: string }>({
    resolver: zodResolver(translationPublishSchema),
    defaultValues: { memo: '' },
  });

  const close = () => {
    form.reset();
    publish.reset();
    onClose();
  };
  const onValid = async ({ memo }: { memo: string }) => {
    try {
      const published = await publish.mutateAsync(memo);
      noticePublished('admin:translations.publishedNotice', published.propagation);
      close();
    } catch {
      // Shown in the dialog (publish.error).
    }
  };
  const memoError = form.formState.errors.memo;

  return (
    <Dialog
      open={open}
      onClose={publish.isPending ? undefined : close}
      aria-labelledby="publish-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <DialogTitle id="publish-title">{t('admin:translations.publishTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin:translations.publishText', { pending })}</DialogContentText>
          {pending === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('admin:translations.nothingPending')}
            </Alert>
          )}
          <TextInput
            {...form.register('memo')}
            autoFocus
            fullWidth
            multiline
            minRows={2}
            required
            label={t('admin:translations.memo')}
            error={Boolean(memoError)}
            helperText={errorText(memoError) ?? t('admin:translations.memoHelp')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {publish.isError && <AdminErrorAlert error={publish.error} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={publish.isPending}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={publish.isPending}>
            {t('admin:translations.publish')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
