import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { PasswordRecovery } from '../components/PasswordRecovery';
import { usePageFormState } from '#web/lib/page-form-state';
import type { RecoveryFormState } from '@atrium/shared/api/page-forms';

const LINKS = [
  { page: 'signin', text: 'auth:links.signin' },
  { page: 'searchId', text: 'auth:links.findId' },
] as const;

/** /reset-password: e-mail code, then a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const served = usePageFormState<RecoveryFormState>('resetPassword');
  return (
    <PasswordRecovery
      served={served}
      purpose="reset"
      frame={(steps) => (
        <FormPage title={t('meta:resetPassword.title')} intro={t('auth:reset.intro')}>
          {steps}
          <AuthLinks label="auth:links.label" links={LINKS} />
        </FormPage>
      )}
    />
  );
}
