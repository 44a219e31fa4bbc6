import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mfaRemoveRequestSchema } from '@atrium/shared/api/mfa';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { CurrentPasswordField } from '#web/components/forms/CurrentPasswordField';
import { FormTextField } from '#web/components/forms/FormTextField';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { removeMfa } from './mfa-api';

/** Turning two-factor off: the password and a code, both checked by the server. */
export function MfaRemoveDialog({
  open,
  onRemoved,
  onClose,
}: {
  open: boolean;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm({ resolver: zodResolver(mfaRemoveRequestSchema), defaultValues: { password: '', code: '' } });

  const onValid = async (values: { password: string; code: string }) => {
    setProblem(null);
    try {
      await removeMfa(values);
      onRemoved();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password', 'code'])) setProblem(errorMessageKey(error));
      focusFirstInvalid();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mfa-remove-title" fullWidth maxWidth="xs">
      <DialogTitle id="mfa-remove-title">{t('auth:mfa.remove')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('auth:mfa.removeIntro')}</Typography>
        <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid}>
          <CurrentPasswordField control={form.control} name="password" label={t('auth:mfa.password')} />
          <FormTextField
            control={form.control}
            name="code"
            label={t('auth:mfa.codeLabel')}
            autoComplete="one-time-code"
            required
          />
          {problem && (
            <Alert severity="error" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="error" disabled={form.formState.isSubmitting}>
            {t('auth:mfa.remove')}
          </Button>
          <Button variant="text" onClick={onClose}>
            {t('auth:mfa.cancel')}
          </Button>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
