import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { PasswordChangeForm } from '../components/PasswordChangeForm';

/** /my/password (members only). */
export default function MyPasswordPage() {
  const { t } = useTranslation();
  return (
    <FormPage title={t('meta:myPassword.title')} intro={t('auth:password.intro')}>
      <PasswordChangeForm />
    </FormPage>
  );
}
