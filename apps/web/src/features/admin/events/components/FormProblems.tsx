import Alert from '@mui/material/Alert';
import { useTranslation } from '#web/lib/i18n/react';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import type { FieldErrors } from '../lib/form-errors';

/**
 * Below a form: "check the entered information" when fields are wrong (some may sit on another
 * language's tab), else the failed save's message.
 */
export function FormProblems({ fields, error }: { fields: Readonly<FieldErrors>; error: unknown }) {
  const { t } = useTranslation();
  const wrong = Object.keys(fields);
  if (wrong.length > 0) {
    return (
      <Alert severity="error" role="alert">
        {t('admin:eventAdmin.form.invalid', { fields: wrong.join(', ') })}
      </Alert>
    );
  }
  return error ? <AdminErrorAlert error={error} /> : null;
}
