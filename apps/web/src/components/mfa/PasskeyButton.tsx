import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
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
    <Stack spacing={1}>
      <Button variant="outlined" onClick={() => void use()} disabled={busy}>
        {label ?? t('auth:mfa.usePasskey')}
      </Button>
      {problem && (
        <Alert severity="error" role="alert">
          {t(problem)}
        </Alert>
      )}
    </Stack>
  );
}
