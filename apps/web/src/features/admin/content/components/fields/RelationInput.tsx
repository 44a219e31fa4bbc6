import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { RelationField } from '@atrium/shared/content/fields';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { contentTypeNameKey } from '#web/features/admin/content/lib/content-paths';
import { useRelationOptions } from './use-relation-options';
import { useTextInput } from './use-text-input';

/** A `relation`: one item of another type (an artwork's exhibition, a hotspot's space), by id or slug. */
export function RelationInput({ name, label, field }: { name: string; label: string; field: RelationField }) {
  const { t } = useTranslation();
  const { options, isPending, error } = useRelationOptions(field);
  const input = useTextInput(name, {
    store: (text) => options.find((o) => String(o.value) === text)?.value ?? null,
  });
  const stored: unknown = useWatch({ name });
  const current = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : '';
  // A stored value the list does not (yet) hold stays selectable, so it is not lost on save.
  const known = current === '' || options.some((o) => String(o.value) === current);
  if (error) return <AdminErrorAlert error={error} />;
  return (
    <TextField
      {...input}
      select
      label={label}
      required={field.required}
      value={current}
      helperText={
        input.helperText ??
        (isPending
          ? t('admin:content.editor.loadingOptions')
          : t('admin:content.hints.relation', { type: t(contentTypeNameKey(field.to)) }))
      }
      fullWidth
      sx={{ maxWidth: 480 }}
    >
      {!field.required && (
        <MenuItem value="">
          <em>{t('admin:content.editor.none')}</em>
        </MenuItem>
      )}
      {!known && <MenuItem value={current}>{current}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
