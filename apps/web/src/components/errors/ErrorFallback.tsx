import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from '#web/lib/i18n/react';
import { isChunkLoadError } from '#web/lib/chunk-load';
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
      icon={ErrorOutline}
      title={chunk ? t('chunkLoadFailed') : t('errorTryLater')}
      description={chunk ? t('chunkLoadFailedDescription') : t('waitAndRetry')}
      actions={
        <Button variant="contained" startIcon={<Refresh aria-hidden />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
