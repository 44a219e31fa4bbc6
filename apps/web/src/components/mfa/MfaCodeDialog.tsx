import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { MfaCodeForm } from './MfaCodeForm';
import { PasskeyButton } from './PasskeyButton';

interface Props {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
  onClose: () => void;
  /** When the account has a passkey: a button to use it instead of a code. */
  onPasskey?: () => Promise<void>;
}

/** A dialog asking one code (step-up, new recovery codes). */
export function MfaCodeDialog({ open, title, intro, submitLabel, onCode, onClose, onPasskey }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mfa-code-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="mfa-code-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{intro}</Typography>
        <MfaCodeForm
          onCode={onCode}
          submitLabel={submitLabel}
          actions={
            <Button variant="text" onClick={onClose}>
              {t('auth:mfa.cancel')}
            </Button>
          }
        />
        {onPasskey && (
          <Box sx={{ mt: 2 }}>
            <PasskeyButton onUse={onPasskey} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
