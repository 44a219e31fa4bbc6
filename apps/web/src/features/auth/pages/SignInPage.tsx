import { useEffect } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { FormPage } from '#web/components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { lazyPart } from '#web/lib/page-parts';
import { usePageFormState } from '#web/lib/page-form-state';
import type { SignInFormState } from '@atrium/shared/api/page-forms';

/**
 * Its form's stylesheets come with the page (form-styles.ts says why): used by no import, kept for the bundler.
 * @public
 */
export { SIGN_IN_FORM_STYLES } from './form-styles';

// Its code (react-hook-form, the inputs) comes on the visitor's first input, not with the page.
const SignInForm = lazyPart(
  'signin-form',
  () => import('../components/SignInForm').then((m) => m.SignInForm),
  'first-input',
);

const LINKS = [
  { page: 'signup', text: 'auth:links.signup' },
  { page: 'searchId', text: 'auth:links.findId' },
  { page: 'resetPassword', text: 'auth:links.resetPassword' },
] as const;

/**
 * /signin. A visitor who already holds a token never gets here (the guest guard sends them
 * home); the gate's 'requiredLoginPage' notice is shown by the app shell.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  // Read as the page hydrates (the form's part may hydrate much later).
  const served = usePageFormState<SignInFormState>('signin');
  // Answered by the server (sent before its code came): the visitor is mid-way, so the code comes now.
  useEffect(() => {
    if (served) SignInForm.load();
  }, [served]);
  return (
    <FormPage title={t('meta:signin.title')} intro={t('auth:signin.intro')}>
      <SignInForm served={served} />
      <AuthLinks label="auth:links.label" links={LINKS} />
    </FormPage>
  );
}
