import { useEffect, useState, type Ref } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { useStringsLoaded } from '#web/lib/i18n/use-page-strings';
import type { EmailPurpose } from '@atrium/shared/api/auth';
import { EMAIL_CODE_COOLDOWN_SECONDS } from '@atrium/shared/limits';
import { servedError } from '#web/lib/page-form-state';
import type { EmailStepState } from '@atrium/shared/api/page-forms';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import stack from '#web/components/ui/Stack.module.css';
import { useRequestEmailCode } from '../api/request-email-code';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { EmailCodeForm } from './EmailCodeForm';
import { EmailCodeRequestForm } from './EmailCodeRequestForm';
import { useCountdown } from './use-countdown';
import { codeRefusal, emailRefusal, type VerificationAlert, type VerificationRefusal } from './email-refusals';

interface EmailVerificationProps {
  purpose: EmailPurpose;
  /** The server's answer to one of these forms posted without the app. */
  served?: EmailStepState;
  initialEmail?: string;
  /** The verified address (as the server keeps it) and its proof for the next call. */
  onVerified: (email: string, verificationToken: string) => void;
  /** The member chose another address after verifying: the proof no longer applies. */
  onReset?: () => void;
  /** Translated error for the e-mail field from the page ("complete e-mail verification"). */
  emailError?: string;
  emailInputRef?: Ref<HTMLInputElement>;
}

/** Where the refusal the server rendered with the page shows (none when it rendered none). */
function refusalServed(served: EmailStepState | undefined): VerificationRefusal {
  const error = servedError(served?.error);
  if (!error) return {};
  return served?.error?.at === 'code' ? codeRefusal(error) : emailRefusal(error);
}

/** The resend countdown is announced in steps of this many seconds, not every second. */
const ANNOUNCE_STEP_SECONDS = 10;

/**
 * E-mail verification: send a code (then wait 30 s before another), enter the 6 digits,
 * verified. Two small forms, so Enter in each field does what its button says.
 */
export function EmailVerification({
  purpose,
  served,
  initialEmail = '',
  onVerified,
  onReset,
  ...props
}: EmailVerificationProps) {
  const { t } = useTranslation();
  const requestCode = useRequestEmailCode();
  const verifyCode = useVerifyEmailCode();
  const [servedRefusal] = useState(() => refusalServed(served));
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(served?.sent || served?.verificationToken ? served.email : null);
  const [verified, setVerified] = useState(Boolean(served?.verificationToken));
  const [emailErrorKey, setEmailErrorKey] = useState<string | null>(servedRefusal.emailErrorKey ?? null);
  const [codeErrorKey, setCodeErrorKey] = useState<string | null>(servedRefusal.codeErrorKey ?? null);
  const [alert, setAlert] = useState<VerificationAlert | null>(servedRefusal.alert ?? null);
  // A code the server sent (the form posted before the app took it over): its wait, counted down
  // from here once the countdown's words have come (the server's markup has no countdown).
  const servedWait = served?.resendInSeconds;
  const startCountdown = countdown.start;
  const stringsLoaded = useStringsLoaded();
  useEffect(() => {
    if (servedWait && stringsLoaded) startCountdown(servedWait);
  }, [servedWait, stringsLoaded, startCountdown]);

  const send = async (email: string) => {
    setEmailErrorKey(null);
    setAlert(null);
    try {
      await requestCode.mutateAsync({ email, purpose });
      setSentTo(email);
      countdown.start(EMAIL_CODE_COOLDOWN_SECONDS);
    } catch (error) {
      const refusal = emailRefusal(error);
      if (refusal.cooldownSeconds !== undefined) {
        // A code sent moments ago (before a reload, say) is still good: let it be entered.
        countdown.start(refusal.cooldownSeconds);
        setSentTo(email);
      }
      setEmailErrorKey(refusal.emailErrorKey ?? null);
      setAlert(refusal.alert ?? null);
    }
  };

  const verify = async (code: string) => {
    if (!sentTo) return;
    setCodeErrorKey(null);
    setAlert(null);
    try {
      const token = await verifyCode.mutateAsync({ email: sentTo, purpose, code });
      setVerified(true);
      onVerified(sentTo, token);
    } catch (error) {
      const refusal = codeRefusal(error);
      setCodeErrorKey(refusal.codeErrorKey ?? null);
      setAlert(refusal.alert ?? null);
    }
  };

  const startOver = () => {
    setSentTo(null);
    setVerified(false);
    setCodeErrorKey(null);
    onReset?.();
  };

  const announcedSeconds = Math.ceil(countdown.secondsLeft / ANNOUNCE_STEP_SECONDS) * ANNOUNCE_STEP_SECONDS;
  return (
    <div className={clsx(stack.stack, stack.gap1_5)}>
      <EmailCodeRequestForm
        initialEmail={initialEmail}
        verified={verified}
        sent={sentTo !== null}
        secondsLeft={countdown.secondsLeft}
        sending={requestCode.isPending}
        emailError={emailErrorKey ? t(emailErrorKey) : props.emailError}
        emailInputRef={props.emailInputRef}
        onSend={(email) => void send(email)}
        onEdit={() => sentTo !== null && !verified && setSentTo(null)}
      />
      <div role="status">
        {sentTo && !verified && (
          // The main colour, as MUI drew it (its Typography ignored color="text.secondary").
          <p className="type-body2">
            {t('auth:verify.codeSent', { email: sentTo })}
            <span className="visually-hidden">
              {` ${announcedSeconds > 0 ? t('auth:verify.resendAfter', { seconds: announcedSeconds }) : t('auth:verify.resendNow')}`}
            </span>
          </p>
        )}
      </div>
      {alert && <Alert severity={alert.severity}>{t(alert.key)}</Alert>}
      {sentTo && !verified && (
        <EmailCodeForm
          email={sentTo}
          verifying={verifyCode.isPending}
          codeError={codeErrorKey ? t(codeErrorKey) : undefined}
          onVerify={(code) => void verify(code)}
        />
      )}
      {verified && (
        <div>
          <Button variant="text" onClick={startOver}>
            {t('auth:verify.changeEmail')}
          </Button>
        </div>
      )}
    </div>
  );
}
