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
import { z } from 'zod';
import { mfaCodeSchema } from '@atrium/shared/api/mfa';
import { passkeyRemoveRequestSchema, type Passkey } from '@atrium/shared/api/passkeys';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { CurrentPasswordField } from '#web/components/forms/CurrentPasswordField';
import { FormTextField } from '#web/components/forms/FormTextField';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { PasskeyButton } from '#web/components/mfa/PasskeyButton';
import { passkeysSupported, stepUpWithPasskey } from '#web/components/mfa/passkey-ceremony';
import { removePasskey } from './passkeys-api';

// The code may stay empty when a passkey confirms instead (the server then wants a fresh step-up).
const formSchema = passkeyRemoveRequestSchema.extend({ code: z.union([z.literal(''), mfaCodeSchema]) });
type FormValues = z.input<typeof formSchema>;

/** Removing a passkey: the password, and a code or another passkey, as turning two-factor off asks. */
export function PasskeyRemoveDialog({
  passkey,
  onRemoved,
  onClose,
}: {
  passkey: Passkey | null;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '', code: '' } });

  const remove = async (password: string, code: string | undefined) => {
    if (!passkey) return;
    await removePasskey(passkey.id, code ? { password, code } : { password });
    form.reset();
    onRemoved();
  };

  const onValid = async ({ password, code }: FormValues) => {
    setProblem(null);
    try {
      await remove(password, code || undefined);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password', 'code'])) setProblem(errorMessageKey(error));
      focusFirstInvalid();
    }
  };

  /** The password checked here first, then the passkey prompt, then the removal. */
  const withPasskey = async () => {
    setProblem(null);
    if (!(await form.trigger('password'))) {
      focusFirstInvalid();
      return;
    }
    await stepUpWithPasskey();
    try {
      await remove(form.getValues('password'), undefined);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['password'])) setProblem(errorMessageKey(error));
      focusFirstInvalid();
    }
  };

  return (
    <Dialog open={passkey !== null} onClose={onClose} aria-labelledby="passkey-remove-title" fullWidth maxWidth="xs">
      <DialogTitle id="passkey-remove-title">{t('auth:mfa.passkeyRemoveTitle', { name: passkey?.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('auth:mfa.passkeyRemoveIntro')}</Typography>
        <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid}>
          <CurrentPasswordField control={form.control} name="password" label={t('auth:mfa.password')} />
          <FormTextField
            control={form.control}
            name="code"
            label={t('auth:mfa.codeLabel')}
            autoComplete="one-time-code"
          />
          {problem && (
            <Alert severity="error" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="error" disabled={form.formState.isSubmitting}>
            {t('auth:mfa.passkeyRemove')}
          </Button>
          {passkeysSupported() && <PasskeyButton onUse={withPasskey} label={t('auth:mfa.passkeyRemoveWithPasskey')} />}
          <Button variant="text" onClick={onClose}>
            {t('auth:mfa.cancel')}
          </Button>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
