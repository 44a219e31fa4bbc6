import { useTranslation } from '#web/lib/i18n/react';
import { isChunkLoadError } from '#web/lib/chunk-load';
import { Button } from '#web/components/ui/Button';
import { ErrorOutlineIcon, RefreshIcon } from '#web/components/ui/first-load-icons';
import { StatusPage } from '../pages/StatusPage';

interface ErrorFallbackProps {
  error: unknown;
  onRetry: () => void;
}

/** The localized error screen with a Retry button. */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <StatusPage
      role="alert"
      icon={ErrorOutlineIcon}
      title={chunk ? t('chunkLoadFailed') : t('errorTryLater')}
      description={chunk ? t('chunkLoadFailedDescription') : t('waitAndRetry')}
      actions={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
