import type { MouseEvent } from 'react';
import { useLocation } from '#web/lib/router';
import { useBrowserStore } from '#web/lib/server-markup';
import { useTranslation } from '#web/lib/i18n/react';
import type { SigninResponse } from '@atrium/shared/api/auth';
import { errorCodeOf } from '#web/components/errors/api-error-message';
import { MfaCodeForm } from '#web/components/mfa/MfaCodeForm';
import type { MfaMethod } from '@atrium/shared/api/mfa';
import { PasskeyButton } from '#web/components/mfa/PasskeyButton';
import { passkeysSupported } from '#web/components/mfa/passkey-ceremony';
import { LinkButton } from '#web/components/ui/Button';
import { signInWithCode, signInWithPasskey } from '../api/sign-in';
import styles from './MfaSignInStep.module.css';

interface Props {
  mfaToken: string;
  /** The address signing in: posted with the code, so a page the server answers can name it. */
  email: string;
  /** What this account can answer with: a code always, a passkey when it has one. */
  methods: readonly MfaMethod[];
  onSignedIn: (session: SigninResponse) => void;
  /** Back to the password step; `ended` when the server ended this attempt (5 wrong codes, expiry). */
  onBack: (ended: boolean) => void;
  /** The account is locked (too many wrong codes, here or elsewhere): on to the way to unlock it. */
  onLocked: () => void;
  /** A wrong code the server rendered with the page (the form was posted without the app). */
  initialError?: unknown;
}

const noSubscription = () => () => {};

/** The second step of sign-in for an account with two-factor: a TOTP or recovery code. */
export function MfaSignInStep({ mfaToken, email, methods, onSignedIn, onBack, onLocked, initialError }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The browser's answer once the page is hydrated; the server (which renders this step for a
  // form posted without the app) knows of no passkeys.
  const canUsePasskey = useBrowserStore(noSubscription, passkeysSupported, () => false);
  const complete = async (attempt: () => Promise<SigninResponse>) => {
    try {
      onSignedIn(await attempt());
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ACCOUNT_LOCKED') return onLocked();
      if (code === 'MFA_CHALLENGE_ENDED') onBack(true);
      throw error;
    }
  };
  const onCode = (code: string) => complete(() => signInWithCode({ mfaToken, code }));
  const withPasskey = methods.includes('passkey') && canUsePasskey;
  return (
    <section aria-labelledby="mfa-signin-title">
      <h2 id="mfa-signin-title" className={`type-h6 ${styles.title}`}>
        {t('auth:mfa.title')}
      </h2>
      <p className={`type-body1 ${styles.intro}`}>
        {t(withPasskey ? 'auth:mfa.signinIntroPasskey' : 'auth:mfa.signinIntro')}
      </p>
      {withPasskey && (
        <div className={styles.passkey}>
          <PasskeyButton onUse={() => complete(() => signInWithPasskey(mfaToken))} />
        </div>
      )}
      <MfaCodeForm
        onCode={onCode}
        submitLabel={t('auth:mfa.verify')}
        hidden={{ mfaToken, email }}
        initialError={initialError}
        actions={
          // A link to the sign-in page again, which the app turns into a step back.
          <LinkButton
            variant="text"
            href={`${pathname}${search}`}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onBack(false);
            }}
          >
            {t('auth:mfa.back')}
          </LinkButton>
        }
      />
    </section>
  );
}
