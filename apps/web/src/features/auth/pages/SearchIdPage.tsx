import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { FindIdForm } from '../components/FindIdForm';
import { usePageFormState } from '#web/lib/page-form-state';
import type { FindIdFormState } from '@atrium/shared/api/page-forms';

const LINKS = [
  { page: 'signin', text: 'auth:links.signin' },
  { page: 'resetPassword', text: 'auth:links.resetPassword' },
] as const;

/** /searchId: find the ID (e-mail) registered with a name and phone number. */
export default function SearchIdPage() {
  const { t } = useTranslation();
  const served = usePageFormState<FindIdFormState>('searchId');
  return (
    <FormPage title={t('meta:searchId.title')} intro={t('auth:findId.intro')}>
      <FindIdForm served={served} />
      <AuthLinks label="auth:links.label" links={LINKS} />
    </FormPage>
  );
}
