import { QueryScope } from '#web/lib/query-client';
import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { PASSWORD_MAX_AGE_DAYS } from '@atrium/shared/limits';
import { href } from '@atrium/shared/routes';
import { setPwdChange } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { useSnoozePasswordNotice } from '../api/snooze-password-notice';
import { MuiScope } from '#web/components/theme/MuiScope';

/**
 * "It has been over 90 days since you changed your password": change it now, later (not again
 * in this session), or not for a week (the server remembers that). Each choice clears the
 * stored pwdChange, which closes the dialog.
 */
function PasswordNoticeDialogContent() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const snooze = useSnoozePasswordNotice();
  const titleId = useId();
  const textId = useId();
  const later = () => setPwdChange(false);
  const changeNow = () => {
    setPwdChange(false);
    navigate(href(lang, 'myPassword'));
  };
  const notForAWeek = () => snooze.mutate(undefined, { onSuccess: later });
  return (
    <MuiScope>
      <Dialog open onClose={later} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('auth:notice.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('auth:notice.text', { days: PASSWORD_MAX_AGE_DAYS })}</DialogContentText>
          {snooze.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(errorMessageKey(snooze.error))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={notForAWeek} disabled={snooze.isPending}>
            {t('auth:notice.week')}
          </Button>
          <Button onClick={later}>{t('auth:notice.later')}</Button>
          <Button onClick={changeNow} variant="contained" autoFocus>
            {t('auth:notice.change')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}

/** Its write goes through TanStack Query (lib/query-client), loaded with the dialog. */
export default function PasswordNoticeDialog() {
  return (
    <QueryScope>
      <PasswordNoticeDialogContent />
    </QueryScope>
  );
}
