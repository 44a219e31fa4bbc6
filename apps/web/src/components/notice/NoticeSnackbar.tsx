import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from '#web/lib/i18n/react';
import { dismissNotice, type Notice } from './notice-store';

const AUTO_HIDE_MS = 6000;

/** One notice as a Snackbar with an Alert (role="alert": screen readers announce it at once). */
export default function NoticeSnackbar({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const close = () => dismissNotice(notice.id);
  return (
    <Snackbar
      open
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page is no reason to hide a message the visitor may not have read.
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        role="alert"
        lang={notice.lang}
        onClose={close}
        closeText={t('close')}
        variant="filled"
        sx={{ width: '100%' }}
      >
        {t(notice.messageKey, { lng: notice.lang })}
      </Alert>
    </Snackbar>
  );
}
