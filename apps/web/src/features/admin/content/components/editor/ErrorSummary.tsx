import Alert from '@mui/material/Alert';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { pathLabel } from '@atrium/shared/content/field-labels';

/** Above the fields after a failed save: every field to fix, in words (some may be in another language). */
export function ErrorSummary({ type, errors }: { type: ContentType; errors: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {t('admin:content.editor.fixFields')}
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {entries.map(([path, code]) => (
          <li key={path}>
            {pathLabel(type, path, t)}: {errorText({ message: code })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
