import { useSearchParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { PasswordRecovery } from '../components/PasswordRecovery';
import { usePageFormState } from '#web/lib/page-form-state';
import type { RecoveryFormState } from '@atrium/shared/api/page-forms';

const LINKS = [{ page: 'signin', text: 'auth:links.signin' }] as const;

/**
 * /unlock?email=…: where the lock e-mail and the sign-in page's lock message lead. The same
 * steps as a reset (e-mail code, new password), explained for a locked account.
 */
export default function UnlockPage() {
  const { t } = useTranslation();
  const served = usePageFormState<RecoveryFormState>('unlock');
  const [params] = useSearchParams();
  return (
    <PasswordRecovery
      served={served}
      purpose="unlock"
      initialEmail={params.get('email') ?? ''}
      frame={(steps) => (
        <FormPage title={t('meta:unlock.title')} intro={t('auth:unlock.intro')}>
          {steps}
          <AuthLinks label="auth:links.label" links={LINKS} />
        </FormPage>
      )}
    />
  );
}
