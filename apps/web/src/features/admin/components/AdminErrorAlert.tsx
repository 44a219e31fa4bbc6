import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useAdminErrorText } from '../lib/admin-errors';

/** A failed admin call's message where it happened (a 403 in Korean, with lang="ko" for screen readers). */
export function AdminErrorAlert({ error, action }: { error: unknown; action?: ReactNode }) {
  const errorText = useAdminErrorText();
  const { text, lang } = errorText(error);
  return (
    <Alert severity="error" lang={lang} action={action}>
      {text}
    </Alert>
  );
}
