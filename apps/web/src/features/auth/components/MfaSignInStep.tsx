import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { SigninResponse } from '@atrium/shared/api/auth';
import { errorCodeOf } from '#web/components/errors/api-error-message';
import { MfaCodeForm } from '#web/components/mfa/MfaCodeForm';
import type { MfaMethod } from '@atrium/shared/api/mfa';
import { PasskeyButton } from '#web/components/mfa/PasskeyButton';
import { passkeysSupported } from '#web/components/mfa/passkey-ceremony';
import { signInWithCode, signInWithPasskey } from '../api/sign-in';

interface Props {
  mfaToken: string;
  /** What this account can answer with: a code always, a passkey when it has one. */
  methods: readonly MfaMethod[];
  onSignedIn: (session: SigninResponse) => void;
  /** Back to the password step; `ended` when the server ended this attempt (5 wrong codes, expiry). */
  onBack: (ended: boolean) => void;
  /** The account is locked (too many wrong codes, here or elsewhere): on to the way to unlock it. */
  onLocked: () => void;
}

/** The second step of sign-in for an account with two-factor: a TOTP or recovery code. */
export function MfaSignInStep({ mfaToken, methods, onSignedIn, onBack, onLocked }: Props) {
  const { t } = useTranslation();
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
  const withPasskey = methods.includes('passkey') && passkeysSupported();
  return (
    <section aria-labelledby="mfa-signin-title">
      <Typography id="mfa-signin-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('auth:mfa.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(withPasskey ? 'auth:mfa.signinIntroPasskey' : 'auth:mfa.signinIntro')}</Typography>
      {withPasskey && (
        <Box sx={{ mb: 2 }}>
          <PasskeyButton onUse={() => complete(() => signInWithPasskey(mfaToken))} />
        </Box>
      )}
      <MfaCodeForm
        onCode={onCode}
        submitLabel={t('auth:mfa.verify')}
        actions={
          <Button variant="text" onClick={() => onBack(false)}>
            {t('auth:mfa.back')}
          </Button>
        }
      />
    </section>
  );
}
