import { useState } from 'react';
import clsx from 'clsx';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useForm, type DefaultValues } from 'react-hook-form';
import { typedBeforeHydration } from '#web/components/forms/typed-before-hydration';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import stack from '#web/components/ui/Stack.module.css';
import { HookForm } from '#web/components/forms/HookForm';
import { MemberFields } from '#web/components/forms/MemberFields';
import { NewPasswordFields } from '#web/components/forms/NewPasswordFields';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useSignUp, type SignupResponse } from '../api/sign-up';
import type { SignupFormInput, SignupFormOutput } from '@atrium/shared/api/account-forms';
import { EmailVerification } from './EmailVerification';
import { handleSignUpError, signUpRefusal } from './sign-up-errors';
import { SignedInWithoutScript } from './SignedInWithoutScript';
import { servedError } from '#web/lib/page-form-state';
import type { SignUpFormState } from '@atrium/shared/api/page-forms';
import { MEMBER_TYPES } from '@atrium/shared/member-types';
import { TermsAgreement } from './TermsAgreement';
import { TitledSection } from '#web/components/pages/TitledSection';

// Member type and the terms start unchosen: nothing is picked or agreed on the member's behalf.
/** The form's id: the server renders it, and what is typed before the code runs is kept. */
const FORM_ID = 'signup-form';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.signupResolver));

const DEFAULTS: DefaultValues<SignupFormInput> = {
  email: '',
  verificationToken: '',
  password: '',
  passwordConfirm: '',
  name: '',
  phoneNumber: '',
  phoneRegion: 'KR',
};

/** The form's first values: empty, or what the server kept of a form posted without the app. */
function defaultsOf(served: SignUpFormState | undefined): DefaultValues<SignupFormInput> {
  if (!served) return DEFAULTS;
  const { agreeService, agreePrivacy, memberType, ...details } = served.details ?? {};
  return {
    ...DEFAULTS,
    ...details,
    memberType: MEMBER_TYPES.find((type) => type === memberType),
    // A box is ticked (true) or left as the member found it (unticked, undefined).
    agreeService: agreeService || undefined,
    agreePrivacy: agreePrivacy || undefined,
    email: served.email,
    verificationToken: served.verificationToken ?? '',
  };
}

/**
 * Sign-up: verify the e-mail first (its proof goes into the form as `verificationToken`), then
 * the password, the member's details and the terms. One schema with the server's; the server's
 * field errors come back onto the same fields. `served`: the server's answer to one of its forms
 * posted without the app.
 */
export function SignUpForm({
  onDone,
  served,
}: {
  onDone: (session: SignupResponse) => void;
  served?: SignUpFormState;
}) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [refused] = useState(() => (served?.detailsError ? signUpRefusal(servedError(served.detailsError)) : {}));
  const form = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver,
    defaultValues: typedBeforeHydration(FORM_ID, defaultsOf(served)),
    errors: refused.fields,
    // Focus goes to the first invalid field in page order, the e-mail verification included.
    shouldFocusError: false,
  });
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const [verified, setVerified] = useState(Boolean(served?.verificationToken));
  // A new key starts the verification over (a used or expired proof, a taken address).
  const [verification, setVerification] = useState({ key: 0, email: served?.email ?? '', errorKey: '' });
  const [alertKey, setAlertKey] = useState(refused.alertKey ?? '');
  const [proof, setProof] = useState({ email: served?.email ?? '', token: served?.verificationToken ?? '' });

  const onVerified = (email: string, token: string) => {
    form.setValue('email', email);
    form.setValue('verificationToken', token);
    setProof({ email, token });
    setVerified(true);
    setVerification((v) => ({ ...v, email, errorKey: '' }));
    form.setFocus('password');
  };
  const forgetVerification = () => {
    form.setValue('verificationToken', '');
    setProof((p) => ({ ...p, token: '' }));
    setVerified(false);
  };
  const restartVerification = (errorKey: string) => {
    forgetVerification();
    setVerification((v) => ({ key: v.key + 1, email: form.getValues('email'), errorKey }));
  };

  const onInvalid = () => {
    if (!verified) setVerification((v) => ({ ...v, errorKey: 'errors:EMAIL_NOT_VERIFIED' }));
    focusFirstInvalid();
  };
  const onValid = async ({ passwordConfirm: _confirm, ...body }: SignupFormOutput) => {
    setAlertKey('');
    if (!verified) return onInvalid();
    try {
      onDone(await signUp.mutateAsync(body));
    } catch (error) {
      handleSignUpError(error, { setError: form.setError, restartVerification, setAlertKey });
      focusFirstInvalid();
    }
  };

  // Signed up by the server: the page's script keeps the session and goes on; this stays only
  // where it cannot (JavaScript or browser storage off).
  if (served?.signedIn) return <SignedInWithoutScript />;

  return (
    <div ref={ref} className={clsx(stack.stack, stack.gap4)}>
      <TitledSection variant="h6" title={t('auth:signup.emailSection')}>
        <EmailVerification
          key={verification.key}
          purpose="signup"
          // What the server answered holds until the verification starts over.
          served={verification.key === 0 ? served : undefined}
          initialEmail={verification.email}
          onVerified={onVerified}
          onReset={forgetVerification}
          emailError={verification.errorKey ? t(verification.errorKey) : undefined}
        />
      </TitledSection>
      <HookForm id={FORM_ID} form={form} onValid={onValid} onInvalid={onInvalid} onFocus={resolver.preload} spacing={4}>
        {/* The verified address and its proof, for the server when it answers the form itself. */}
        <input type="hidden" name="email" value={proof.email} />
        <input type="hidden" name="verificationToken" value={proof.token} />
        <TitledSection variant="h6" title={t('auth:signup.passwordSection')}>
          <NewPasswordFields name="password" />
        </TitledSection>
        <TitledSection variant="h6" title={t('auth:signup.memberSection')}>
          <MemberFields />
        </TitledSection>
        <TitledSection variant="h6" title={t('auth:signup.termsSection')}>
          <TermsAgreement />
        </TitledSection>
        {alertKey && <Alert severity="error">{t(alertKey)}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {t('auth:signup.submit')}
        </Button>
      </HookForm>
    </div>
  );
}
