import { emitSessionChanged } from '#web/lib/session-events';
import { useEffect } from 'react';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { saveSession } from '#web/lib/session';
import { FormPage } from '#web/components/forms/FormPage';
import { AuthLinks } from '../components/AuthLinks';
import { lazyPart } from '#web/lib/page-parts';
import { usePageFormState } from '#web/lib/page-form-state';
import type { SignUpFormState } from '@atrium/shared/api/page-forms';

/**
 * Its form's stylesheets come with the page (form-styles.ts says why): used by no import, kept for the bundler.
 * @public
 */
export { SIGN_UP_FORM_STYLES } from './form-styles';

// Its code (react-hook-form, the inputs, the rules) comes on the visitor's first input, not with the page.
const SignUpForm = lazyPart(
  'signup-form',
  () => import('../components/SignUpForm').then((m) => m.SignUpForm),
  'first-input',
);

/** /signup: the form; the new member is signed in at once and lands on the welcome step of /my. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  // Read as the page hydrates (the form's part may hydrate much later).
  const served = usePageFormState<SignUpFormState>('signup');
  // Answered by the server (sent before its code came): the visitor is mid-way, so the code comes now.
  useEffect(() => {
    if (served) SignUpForm.load();
  }, [served]);
  return (
    <FormPage title={t('meta:signup.title')} intro={t('auth:signup.intro')} width="wide">
      <SignUpForm
        served={served}
        onDone={(session) => {
          // Nothing cached for whoever used this browser before may show to the new member.
          emitSessionChanged();
          saveSession({ ...session, pwdChange: false });
          navigate(`${href(lang, 'my')}?welcome=1`, { replace: true });
        }}
      />
      <AuthLinks label="auth:links.label" links={[{ page: 'signin', text: 'auth:links.haveAccount' }]} />
    </FormPage>
  );
}
