import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { CopyButton } from '#web/features/admin/components/CopyButton';
import type { QueuedUpload } from './use-upload-queue';

/** This session's uploads: each file's progress, then its URL to copy, or why it failed. */
export function UploadQueueList({ items, onClear }: { items: readonly QueuedUpload[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <Box>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('admin:upload.queue')}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{item.name}</Typography>
              <Typography variant="body2" role="status" color="text.secondary">
                {t(`admin:upload.status.${item.status}`, { percent: Math.round(item.progress * 100) })}
              </Typography>
            </Stack>
            {(item.status === 'uploading' || item.status === 'waiting') && (
              <LinearProgress
                variant="determinate"
                value={item.progress * 100}
                aria-label={t('admin:upload.progress', { name: item.name })}
                sx={{ mt: 1 }}
              />
            )}
            {item.status === 'done' && item.result && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                  {item.result.url}
                </Box>
                <CopyButton value={item.result.url} itemName={item.name} />
              </Stack>
            )}
            {item.status === 'failed' &&
              (item.refusedKey ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {t(item.refusedKey)}
                </Alert>
              ) : (
                <Box sx={{ mt: 1 }}>
                  <AdminErrorAlert error={item.error} />
                </Box>
              ))}
          </Box>
        ))}
      </Stack>
      {finished && (
        <Button onClick={onClear} sx={{ mt: 1 }}>
          {t('admin:upload.clearFinished')}
        </Button>
      )}
    </Box>
  );
}
