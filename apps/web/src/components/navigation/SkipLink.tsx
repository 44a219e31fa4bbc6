import { useTranslation } from '#web/lib/i18n/react';
import styles from './SkipLink.module.css';

export const MAIN_ID = 'main';

/** First in the tab order: jumps past the navigation to <main id="main">; visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        // Move focus too, not only the scroll position, so the next Tab continues in the content.
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
