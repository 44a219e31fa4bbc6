import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { clearSession } from '#web/lib/session';
import { isApiError } from '#web/lib/api/ApiError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { showNotice } from '#web/components/notice/notice-store';
import { NewPasswordFields } from '#web/components/forms/NewPasswordFields';
import { CurrentPasswordField } from '#web/components/forms/CurrentPasswordField';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useChangePassword } from '../api/change-password';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../form-schemas';

/**
 * Current password, new one, confirmation. The server then ends every session of the member,
 * this one too: the browser forgets it and the member signs in again with the new password.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [alertKey, setAlertKey] = useState('');
  /** Wrong current passwords count with sign-in failures: "n/10" as on the sign-in page. */
  const [failed, setFailed] = useState<{ failed: number; max: number } | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', passwordConfirm: '' },
    shouldFocusError: false,
  });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormInput) => {
    setAlertKey('');
    setFailed(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      // Navigate first: the member-page guard leaves this page to that navigation (onPurpose).
      navigate(href(lang, 'signin'), { replace: true });
      clearSession({ onPurpose: true });
      showNotice('auth:password.changed', 'success');
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ACCOUNT_LOCKED') {
        // Too many wrong passwords: the server locked the account and ended this session.
        navigate(href(lang, 'unlock'), { replace: true });
        clearSession({ onPurpose: true });
        showNotice('errors:ACCOUNT_LOCKED', 'error');
        return;
      }
      if (code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('currentPassword', { type: 'server', message: 'errors:CURRENT_PASSWORD_WRONG' });
        const { failedCount, maxFailures } = isApiError(error) ? error.body : {};
        if (failedCount !== undefined && maxFailures !== undefined)
          setFailed({ failed: failedCount, max: maxFailures });
      } else if (code === 'PASSWORD_SAME_AS_OLD') {
        form.setError('newPassword', { type: 'server', message: 'errors:PASSWORD_SAME_AS_OLD' });
      } else if (!applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
        setAlertKey(errorMessageKey(error));
      }
      focusFirstInvalid();
    }
  };

  return (
    <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid}>
      <CurrentPasswordField control={form.control} name="currentPassword" label={t('auth:field.currentPassword')} />
      <NewPasswordFields name="newPassword" />
      {failed && (
        <Alert severity="warning" role="alert">
          {t('auth:signin.failedCount', failed)}
        </Alert>
      )}
      {alertKey && <Alert severity="error">{t(alertKey)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={change.isPending}>
        {t('meta:myPassword.title')}
      </Button>
    </HookForm>
  );
}
