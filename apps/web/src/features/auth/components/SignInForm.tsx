import { emitSessionChanged } from '#web/lib/session-events';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { typedBeforeHydration } from '#web/components/forms/typed-before-hydration';
import { useLocation, useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { Button } from '#web/components/ui/Button';
import type { SigninRequest, SigninResponse } from '@atrium/shared/api/auth';
import type { MfaChallenge } from '@atrium/shared/api/mfa';
import { href } from '@atrium/shared/routes';
import { showNotice } from '#web/components/notice/notice-store';
import { saveSession } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { applyServerFieldErrors, initialFieldErrors } from '#web/components/forms/server-field-errors';
import { CurrentPasswordField } from '#web/components/forms/CurrentPasswordField';
import { FormTextField } from '#web/components/forms/FormTextField';
import { HookForm } from '#web/components/forms/HookForm';
import { lazyPart } from '#web/lib/page-parts';
import { servedError } from '#web/lib/page-form-state';
import type { SignInFormState } from '@atrium/shared/api/page-forms';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useSignIn } from '../api/sign-in';
import { safeReturnTo } from '@atrium/shared/return-to';
import { SignInAlert } from './SignInAlert';
import { SignedInWithoutScript } from './SignedInWithoutScript';
import { signInProblem, type SignInProblem } from './sign-in-outcome';

/** The form's id: the server renders it, and what is typed before the code runs is kept. */
const FORM_ID = 'signin-form';

// The second step, with its own form and checks, loads only for a member who has two-factor on
// (and with the page, when the server renders it for a sign-in posted without the app).
const MfaSignInStep = lazyPart('signin-mfa', () => import('./MfaSignInStep').then((m) => m.MfaSignInStep), 'loaded');

const resolver = lazyResolver(() => import('../signin-resolver').then((m) => m.signinResolver));

/**
 * E-mail and password, then a code for an account with two-factor sign-in; on success the
 * session is kept and the visitor goes back where the gate stopped them. `served`: the server's
 * answer to the form posted without the app (a refusal, the code step, or signed in).
 */
export function SignInForm({ served }: { served?: SignInFormState }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const signIn = useSignIn();
  const [servedRefusal] = useState(() => servedError(served?.error));
  const [problem, setProblem] = useState<SignInProblem | null>(() =>
    servedRefusal && !served?.mfa ? signInProblem(servedRefusal, served?.email ?? '') : null,
  );
  const [challenge, setChallenge] = useState<MfaChallenge | null>(served?.mfa ?? null);
  const [errors] = useState(() => initialFieldErrors<SigninRequest>(servedRefusal, ['email', 'password']));
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<SigninRequest>({
    resolver,
    defaultValues: typedBeforeHydration(FORM_ID, { email: served?.email ?? '', password: '' }),
    errors,
    shouldFocusError: false,
  });

  const finish = (session: SigninResponse) => {
    // Nothing cached for whoever used this browser before may show to this member.
    emitSessionChanged();
    saveSession(session);
    navigate(safeReturnTo(search, window.location.origin) ?? href(lang, 'home'), { replace: true });
  };

  /** Spec: a locked account is sent on, with the lock message, to the way to unlock this address. */
  const toUnlock = (email: string) => {
    showNotice('errors:ACCOUNT_LOCKED', 'error');
    navigate(`${href(lang, 'unlock')}?email=${encodeURIComponent(email)}`);
  };

  const onValid = async (values: { email: string; password: string }) => {
    setProblem(null);
    try {
      const outcome = await signIn.mutateAsync(values);
      if ('mfaRequired' in outcome) setChallenge(outcome);
      else finish(outcome);
    } catch (error) {
      const next = signInProblem(error, values.email);
      if (next.kind === 'locked') return toUnlock(next.email);
      if (next.kind === 'fields') applyServerFieldErrors(error, form.setError, ['email', 'password']);
      setProblem(next);
      focusFirstInvalid();
    }
  };

  // Signed in by the server: the page's script keeps the session and goes on; this stays only
  // where it cannot (JavaScript or browser storage off).
  if (served?.signedIn) return <SignedInWithoutScript />;

  if (challenge) {
    const back = (ended: boolean) => {
      setChallenge(null);
      form.setValue('password', '');
      setProblem(ended ? { kind: 'message', key: 'errors:MFA_CHALLENGE_ENDED' } : null);
    };
    return (
      <MfaSignInStep
        mfaToken={challenge.mfaToken}
        methods={challenge.methods}
        onSignedIn={finish}
        onBack={back}
        email={form.getValues('email')}
        onLocked={() => toUnlock(form.getValues('email'))}
        initialError={challenge === served?.mfa ? servedRefusal : undefined}
      />
    );
  }

  return (
    <HookForm
      id={FORM_ID}
      form={form}
      onValid={onValid}
      formRef={ref}
      onInvalid={focusFirstInvalid}
      onFocus={resolver.preload}
    >
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth:field.email')}
        type="email"
        autoComplete="username"
        required
      />
      <CurrentPasswordField control={form.control} name="password" label={t('auth:field.password')} />
      {problem && <SignInAlert problem={problem} />}
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        {t('auth:signin.submit')}
      </Button>
    </HookForm>
  );
}
