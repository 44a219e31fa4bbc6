import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '#web/lib/i18n/react';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** A sentence above the fields: what this does. */
  intro?: string;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  /** Enter in a field or the confirm button; the caller checks the fields and shows their errors. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A small dialog that asks for a value or two (a release's name, its time): its fields in a form,
 * so Enter submits; cancel first; it cannot be closed while its request is under way.
 */
export function FormDialog({ open, title, intro, busy, submitLabel, onClose, onSubmit, children }: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogContent>
          {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('admin:common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
