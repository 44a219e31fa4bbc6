import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SigninResponse } from '@atrium/shared/api/auth';
import { errorCodeOf } from '../../../components/forms/apiErrorMessage';
import { MfaCodeForm } from '../../../components/mfa/MfaCodeForm';
import { signInWithCode } from '../api/signIn';

interface Props {
  mfaToken: string;
  onSignedIn: (session: SigninResponse) => void;
  /** Back to the password step; `ended` when the server ended this attempt (5 wrong codes, expiry). */
  onBack: (ended: boolean) => void;
}

/** The second step of sign-in for an account with two-factor: a TOTP or recovery code. */
export function MfaSignInStep({ mfaToken, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const onCode = async (code: string) => {
    try {
      onSignedIn(await signInWithCode({ mfaToken, code }));
    } catch (error) {
      if (errorCodeOf(error) === 'MFA_CHALLENGE_ENDED') onBack(true);
      throw error;
    }
  };
  return (
    <section aria-labelledby="mfa-signin-title">
      <Typography id="mfa-signin-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('auth:mfa.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('auth:mfa.signinIntro')}</Typography>
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
