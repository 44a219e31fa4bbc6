import { useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import stack from '#web/components/ui/Stack.module.css';
import { passkeyErrorKey } from './passkey-ceremony';

interface Props {
  /** Runs the whole passkey step (options, the browser's prompt, the server's check). */
  onUse: () => Promise<void>;
  label?: string;
}

/** "Use a passkey" beside a code field: one press, the browser asks, and a refusal shows below. */
export function PasskeyButton({ onUse, label }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const use = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await onUse();
    } catch (error) {
      setProblem(passkeyErrorKey(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={clsx(stack.stack, stack.gap1)}>
      <Button variant="outlined" onClick={() => void use()} disabled={busy}>
        {label ?? t('auth:mfa.usePasskey')}
      </Button>
      {problem && <Alert severity="error">{t(problem)}</Alert>}
    </div>
  );
}
