import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import { scheduledTime } from '#web/features/admin/content/lib/venue-time';
import { WhenChoice, type When } from './WhenChoice';

export interface ScheduleChoice {
  memo: string;
  /** ISO with offset; absent: now. */
  at?: string;
}

interface ScheduleDialogProps {
  /** 'publish' asks for a memo too; 'unpublish' only when. */
  action: 'publish' | 'unpublish';
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: ScheduleChoice) => void;
  /** What to know before publishing (languages, related items), shown before the button. */
  warnings?: ReactNode;
}

/** Publish (memo, now or at a time) or withdraw (now or at a time), times in the venue's zone. */
export function ScheduleDialog({ action, open, busy, onClose, onConfirm, warnings }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const [memo, setMemo] = useState('');
  const [when, setWhen] = useState<When>({ mode: 'now', local: '' });
  const [error, setError] = useState<string | undefined>();
  const titleId = `content-${action}-title`;
  const submit = () => {
    if (when.mode === 'now') return onConfirm({ memo: memo.trim() });
    const time = scheduledTime(when.local);
    if ('error' in time) return setError(time.error);
    onConfirm({ memo: memo.trim(), at: time.at });
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`admin:content.${action}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {warnings}
          {action === 'publish' && (
            <TextInput
              label={t('admin:content.publish.memo')}
              helperText={t('admin:content.publish.memoHint')}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              fullWidth
            />
          )}
          <WhenChoice
            id={`content-${action}`}
            legend={t(`admin:content.${action}.when`)}
            value={when}
            onChange={(next) => {
              setWhen(next);
              setError(undefined);
            }}
            error={error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('admin:common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {t(when.mode === 'now' ? `admin:content.${action}.now` : `admin:content.${action}.schedule`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
