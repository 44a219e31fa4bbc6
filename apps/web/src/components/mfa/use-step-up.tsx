import { useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { errorCodeOf } from '../errors/api-error-message';
import { MfaCodeDialog } from './MfaCodeDialog';
import { stepUp, useMfaStatus } from './mfa-status';
import { passkeysSupported, stepUpWithPasskey } from './passkey-ceremony';

/**
 * Step-up actions (role changes, unmasked exports): `run(action)` performs it; when the server
 * answers STEP_UP_REQUIRED, a dialog asks for a code, then the action runs once more.
 * Closing the dialog rejects with the server's error, for the caller to show as usual.
 */
export function useStepUp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: () => void } | null>(null);
  // Read only once a step-up is asked for: the dialog then offers the passkey if there is one.
  const status = useMfaStatus({ enabled: open });
  const withPasskey = (status.data?.passkeys ?? 0) > 0 && passkeysSupported();

  async function run<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (errorCodeOf(error) !== 'STEP_UP_REQUIRED') throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject: () => reject(error) };
        setOpen(true);
      });
      return action();
    }
  }

  const settle = (outcome: 'resolve' | 'reject') => {
    setOpen(false);
    waiting.current?.[outcome]();
    waiting.current = null;
  };

  const dialog = (
    <MfaCodeDialog
      open={open}
      title={t('auth:mfa.stepUpTitle')}
      intro={t('auth:mfa.stepUpIntro')}
      submitLabel={t('auth:mfa.verify')}
      onCode={async (code) => {
        await stepUp(code);
        settle('resolve');
      }}
      onClose={() => settle('reject')}
      onPasskey={
        withPasskey
          ? async () => {
              await stepUpWithPasskey();
              settle('resolve');
            }
          : undefined
      }
    />
  );
  return { run, dialog };
}
