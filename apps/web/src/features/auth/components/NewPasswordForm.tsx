import { useEffect, useState } from 'react';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { NewPasswordFields } from '#web/components/forms/NewPasswordFields';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { initialFieldErrors } from '#web/components/forms/server-field-errors';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useResetPassword } from '../api/reset-password';
import { useUnlockAccount } from '../api/unlock-account';
import type { NewPasswordFormInput } from '@atrium/shared/api/account-forms';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.newPasswordResolver));

interface NewPasswordFormProps {
  purpose: 'reset' | 'unlock';
  /** The verified e-mail and its proof. */
  email: string;
  verificationToken: string;
  onDone: () => void;
  /** The proof expired or was used meanwhile: the e-mail must be verified again. */
  onProofRejected: () => void;
  /** A refusal the server rendered with the page (the form was posted without the app). */
  initialError?: unknown;
}

/** Where a refusal of the new password shows: on its field, or above the button. */
function passwordRefusal(error: unknown): { fields?: FieldErrors<NewPasswordFormInput>; alertKey?: string } {
  if (errorCodeOf(error) === 'PASSWORD_SAME_AS_OLD') {
    return { fields: { newPassword: { type: 'server', message: 'errors:PASSWORD_SAME_AS_OLD' } } };
  }
  const fields = initialFieldErrors<NewPasswordFormInput>(error, ['newPassword', 'passwordConfirm']);
  return fields ? { fields } : { alertKey: errorMessageKey(error) };
}

/** The new password (with strength meter and confirmation) that resets the password or unlocks the account. */
export function NewPasswordForm({
  purpose,
  email,
  verificationToken,
  onDone,
  onProofRejected,
  initialError,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const unlock = useUnlockAccount();
  const mutation = purpose === 'reset' ? reset : unlock;
  const [served] = useState(() => (initialError ? passwordRefusal(initialError) : {}));
  const [alertKey, setAlertKey] = useState(served.alertKey ?? '');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<NewPasswordFormInput>({
    resolver,
    defaultValues: { newPassword: '', passwordConfirm: '' },
    errors: served.fields,
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
      if (errorCodeOf(error) === 'EMAIL_NOT_VERIFIED') return onProofRejected();
      const refusal = passwordRefusal(error);
      for (const [name, fieldError] of Object.entries(refusal.fields ?? {})) {
        form.setError(name as keyof NewPasswordFormInput, { type: 'server', message: fieldError?.message });
      }
      if (refusal.alertKey) setAlertKey(refusal.alertKey);
      focusFirstInvalid();
    }
  };

  return (
    <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid} onFocus={resolver.preload}>
      {/* What the server needs beside the password when it answers the form itself. */}
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="verificationToken" value={verificationToken} />
      <NewPasswordFields name="newPassword" />
      {alertKey && <Alert severity="error">{t(alertKey)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending}>
        {t(purpose === 'reset' ? 'auth:reset.submit' : 'auth:unlock.submit')}
      </Button>
    </HookForm>
  );
}
