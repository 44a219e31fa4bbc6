import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { IconButton } from '#web/components/ui/IconButton';
import { CloseIcon } from '#web/components/ui/icons';
import { dismissNotice, type Notice } from './notice-store';
import styles from './NoticeSnackbar.module.css';

const AUTO_HIDE_MS = 6000;
/** After the visitor's pointer or focus leaves (or the window comes back), as MUI's Snackbar: half the time again. */
const RESUME_HIDE_MS = AUTO_HIDE_MS / 2;

/**
 * Hides the notice after a while, as MUI's Snackbar did: the clock stops while the pointer or focus
 * is on it or the window is in the background, and Escape closes it. A click elsewhere on the
 * page does not: it is no reason to hide a message the visitor may not have read.
 */
function useAutoHide(close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(close, ms);
    },
    [close],
  );
  const resume = useCallback(() => start(RESUME_HIDE_MS), [start]);
  useEffect(() => {
    start(AUTO_HIDE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      pause();
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, [close, start, pause, resume]);
  return { onMouseEnter: pause, onMouseLeave: resume, onFocus: pause, onBlur: resume };
}

/** One notice as a filled message at the top of the window (role="alert": screen readers announce it at once). */
export default function NoticeSnackbar({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const close = useCallback(() => dismissNotice(notice.id), [notice.id]);
  const hold = useAutoHide(close);
  return (
    <div className={styles.toast} {...hold}>
      <Alert
        severity={notice.severity}
        variant="filled"
        role="alert"
        lang={notice.lang}
        className={styles.alert}
        action={
          <IconButton size="small" color="inherit" aria-label={t('close')} title={t('close')} onClick={close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        {t(notice.messageKey, { lng: notice.lang })}
      </Alert>
    </div>
  );
}
