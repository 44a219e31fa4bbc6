import { useState } from 'react';
import { FormDialog } from '#web/features/admin/components/FormDialog';
import { TextInput } from '#web/features/admin/components/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import { releaseCreateSchema } from '@atrium/shared/api/releases';
import { isApiError } from '#web/lib/api/ApiError';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';

interface NewReleaseDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Creates the release; a failure comes back to be shown here (a title the server refused, beside the field). */
  onCreate: (title: string) => Promise<unknown>;
}

/** A new release: its title (checked as the server checks it), then created by `onCreate`. */
export function NewReleaseDialog({ open, busy, onClose, onCreate }: NewReleaseDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async () => {
    setFailure(null);
    const check = releaseCreateSchema.shape.title.safeParse(title);
    if (!check.success) return setFieldError(check.error.issues[0]?.message ?? 'INVALID');
    try {
      await onCreate(check.data);
      setTitle('');
    } catch (error) {
      const code = isApiError(error) ? error.fields?.title : undefined;
      if (code) setFieldError(code);
      else setFailure(error);
    }
  };
  return (
    <FormDialog
      open={open}
      title={t('admin:releases.new.title')}
      intro={t('admin:releases.new.text')}
      busy={busy}
      submitLabel={t('admin:releases.new.create')}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {Boolean(failure) && <AdminErrorAlert error={failure} />}
      <TextInput
        id="new-release-name"
        label={t('admin:releases.new.name')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setFieldError(undefined);
        }}
        required
        autoFocus
        error={Boolean(fieldError)}
        helperText={fieldError ? t(`validation:${fieldError}`) : t('admin:releases.new.nameHint')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
