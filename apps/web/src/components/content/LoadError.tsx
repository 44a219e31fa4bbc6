import { Button } from '#web/components/ui/Button';
import { useTranslation } from '#web/lib/i18n/react';
import { RefreshIcon } from './icons';
import styles from './LoadError.module.css';

/** A part of a page that could not be loaded: the message and Retry, without a page heading. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.box}>
      {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
      <p className="type-body1">{t('errorTryLater')}</p>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
