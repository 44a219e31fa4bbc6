import { useTranslation } from 'react-i18next';
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
