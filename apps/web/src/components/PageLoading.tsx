import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './PageLoading.module.css';

/** Shown only after a short delay, so fast page loads do not flash a spinner. */
const SHOW_AFTER_MS = 300;

/**
 * The Suspense fallback while a page's chunk loads: a small ring (CSS only, no extra component
 * code). It fills the viewport so the footer below starts off screen: a shorter placeholder
 * showed the footer for a moment and then pushed it away (a layout shift) when the page came.
 */
export function PageLoading() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className={styles.loading}>
      {visible && (
        // A progress indicator, so its name is read: a plain element may not carry aria-label
        // (axe's aria-prohibited-attr, seen whenever a page took longer than SHOW_AFTER_MS).
        <div role="progressbar" aria-label={t('loading')} className={styles.ring} />
      )}
    </div>
  );
}
