import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { MuiScope } from '#web/components/theme/MuiScope';
import { QueryScope } from '#web/lib/query-client';
import { PasswordChangeForm } from '../components/PasswordChangeForm';

/** /my/password (members only); its form's alerts and button are MUI's, in MUI's theme. */
export default function MyPasswordPage() {
  const { t } = useTranslation();
  return (
    <QueryScope>
      <MuiScope>
        <FormPage title={t('meta:myPassword.title')} intro={t('auth:password.intro')}>
          <PasswordChangeForm />
        </FormPage>
      </MuiScope>
    </QueryScope>
  );
}
