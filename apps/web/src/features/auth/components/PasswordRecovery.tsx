import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { StatusPage } from '#web/components/pages/StatusPage';
import { LinkButton } from '#web/components/ui/Button';
import { CheckCircleOutlinedIcon } from '#web/components/ui/icons';
import { servedError } from '#web/lib/page-form-state';
import type { RecoveryFormState } from '@atrium/shared/api/page-forms';
import stack from '#web/components/ui/Stack.module.css';
import { EmailVerification } from './EmailVerification';
import { NewPasswordForm } from './NewPasswordForm';
import styles from './PasswordRecovery.module.css';

interface PasswordRecoveryProps {
  purpose: 'reset' | 'unlock';
  initialEmail?: string;
  /** The server's answer to one of these forms posted without the app. */
  served?: RecoveryFormState;
  /** The page around the steps (its title and explanation). */
  frame: (steps: ReactNode) => ReactNode;
}

/**
 * Reset password and unlock account alike: verify the e-mail with a code, choose a new
 * password, then sign in with it (both also sign every device out on the server).
 */
export function PasswordRecovery({ purpose, initialEmail = '', served, frame }: PasswordRecoveryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [proof, setProof] = useState<{ email: string; token: string } | null>(() =>
    served?.verificationToken ? { email: served.email, token: served.verificationToken } : null,
  );
  const [verification, setVerification] = useState({ key: 0, email: served?.email ?? initialEmail, errorKey: '' });
  const [done, setDone] = useState(Boolean(served?.done));

  if (done) {
    return (
      <StatusPage
        role="status"
        icon={CheckCircleOutlinedIcon}
        title={t(purpose === 'reset' ? 'auth:reset.doneTitle' : 'auth:unlock.doneTitle')}
        description={t('auth:reset.doneText')}
        actions={
          <LinkButton to={href(lang, 'signin')} variant="contained">
            {t('auth:signin.submit')}
          </LinkButton>
        }
      />
    );
  }
  return frame(
    <div className={clsx(stack.stack, stack.gap4)}>
      <EmailVerification
        key={verification.key}
        purpose={purpose}
        // What the server answered holds until the verification starts over.
        served={verification.key === 0 ? served : undefined}
        initialEmail={verification.email}
        onVerified={(email, token) => setProof({ email, token })}
        onReset={() => setProof(null)}
        emailError={verification.errorKey ? t(verification.errorKey) : undefined}
      />
      {proof && (
        <section>
          <h2 className={clsx('type-h6', styles.heading)}>{t('auth:reset.newPasswordSection')}</h2>
          <NewPasswordForm
            purpose={purpose}
            email={proof.email}
            verificationToken={proof.token}
            initialError={servedError(served?.passwordError)}
            onDone={() => setDone(true)}
            onProofRejected={() => {
              setVerification((v) => ({ key: v.key + 1, email: proof.email, errorKey: 'errors:EMAIL_NOT_VERIFIED' }));
              setProof(null);
            }}
          />
        </section>
      )}
    </div>,
  );
}
