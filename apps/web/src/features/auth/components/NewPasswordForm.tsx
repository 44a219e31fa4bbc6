import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { NewPasswordFields } from '#web/components/forms/NewPasswordFields';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useResetPassword } from '../api/reset-password';
import { useUnlockAccount } from '../api/unlock-account';
import type { NewPasswordFormInput } from '../form-schemas';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.newPasswordResolver));

interface NewPasswordFormProps {
  purpose: 'reset' | 'unlock';
  /** The verified e-mail and its proof. */
  email: string;
  verificationToken: string;
  onDone: () => void;
  /** The proof expired or was used meanwhile: the e-mail must be verified again. */
  onProofRejected: () => void;
}

/** The new password (with strength meter and confirmation) that resets the password or unlocks the account. */
export function NewPasswordForm({ purpose, email, verificationToken, onDone, onProofRejected }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const unlock = useUnlockAccount();
  const mutation = purpose === 'reset' ? reset : unlock;
  const [alertKey, setAlertKey] = useState('');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<NewPasswordFormInput>({
    resolver,
    defaultValues: { newPassword: '', passwordConfirm: '' },
    shouldFocusError: false,
  });
  // Appears once the e-mail is verified: the member continues right here.
  useEffect(() => form.setFocus('newPassword'), [form]);

  const onValid = async ({ newPassword }: NewPasswordFormInput) => {
    setAlertKey('');
    try {
      await mutation.mutateAsync({ email, verificationToken, newPassword });
      onDone();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'EMAIL_NOT_VERIFIED') return onProofRejected();
      if (code === 'PASSWORD_SAME_AS_OLD') {
        form.setError('newPassword', { type: 'server', message: 'errors:PASSWORD_SAME_AS_OLD' });
      } else if (!applyServerFieldErrors(error, form.setError, ['newPassword'])) {
        setAlertKey(errorMessageKey(error));
      }
      focusFirstInvalid();
    }
  };

  return (
    <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid} onFocus={resolver.preload}>
      <NewPasswordFields name="newPassword" />
      {alertKey && <Alert severity="error">{t(alertKey)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
        {t(purpose === 'reset' ? 'auth:reset.submit' : 'auth:unlock.submit')}
      </Button>
    </HookForm>
  );
}
