import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { isApiError } from '#web/lib/api/ApiError';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { useAdminErrorText } from '#web/features/admin/lib/admin-errors';

/**
 * A refused import. When the server names the bad cells ({ D12: 'TOO_LONG' }), they are listed
 * with the editor's own messages, so the translator knows what to fix; nothing was imported.
 */
export function ImportErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const cells = isApiError(error) ? Object.entries(error.fields ?? {}).filter(([name]) => name !== 'file') : [];
  if (cells.length === 0) return <AdminErrorAlert error={error} />;
  return (
    <Alert severity="error">
      {errorText(error).text}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {cells.map(([cell, code]) => (
          <li key={cell}>{`${cell}: ${t(`validation:${code}`)}`}</li>
        ))}
      </Box>
    </Alert>
  );
}
