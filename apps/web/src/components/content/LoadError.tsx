import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from '#web/lib/i18n/react';

/** A part of a page that could not be loaded: the message and Retry, without a page heading. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 3, py: 4 }}>
      <Typography color="text.secondary">{t('errorTryLater')}</Typography>
      <Button variant="outlined" startIcon={<Refresh aria-hidden />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}
