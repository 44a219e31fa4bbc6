import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { clearSession } from '#web/lib/session';
import { useLanguage } from '#web/lib/i18n/use-language';
import { showNotice } from '#web/components/notice/notice-store';
import { PasswordField } from '#web/components/forms/PasswordField';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { downloadMyData } from '../api/export-my-data';
import { useDeleteAccount } from '../api/delete-account';

/** Deletion asks for the password after saying what is erased and what is kept. */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState('');

  const onConfirm = async () => {
    setErrorKey('');
    if (!password) return setErrorKey('validation:REQUIRED');
    try {
      await remove.mutateAsync({ password });
      // Navigate first: the member-page guard leaves this page to that navigation (onPurpose).
      navigate(href(lang, 'home'), { replace: true });
      clearSession({ onPurpose: true });
      showNotice('auth:my.deleted', 'success');
    } catch (error) {
      if (errorCodeOf(error) === 'ACCOUNT_LOCKED') {
        navigate(href(lang, 'unlock'), { replace: true });
        clearSession({ onPurpose: true });
        showNotice('errors:ACCOUNT_LOCKED', 'error');
        return;
      }
      setErrorKey(errorMessageKey(error));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">{t('auth:my.deleteTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('auth:my.deleteErased')}</Typography>
        <Typography sx={{ mb: 2 }}>{t('auth:my.deleteKept')}</Typography>
        <PasswordField
          label={t('auth:my.deletePassword')}
          name="password"
          value={password}
          onChange={setPassword}
          onBlur={() => undefined}
          inputRef={null}
          autoComplete="current-password"
          {...(errorKey ? { error: t(errorKey) } : {})}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('auth:mfa.cancel')}</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => void onConfirm()}>
          {t('auth:my.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /my: download everything held about the member, or delete the account. */
export function MyDataSection() {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('auth:my.exportText')}</Typography>
      {exportFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('errors:INTERNAL_ERROR')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<Download />}
          onClick={() => {
            setExportFailed(false);
            downloadMyData().catch(() => setExportFailed(true));
          }}
        >
          {t('auth:my.export')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('auth:my.delete')}
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Box>
  );
}
