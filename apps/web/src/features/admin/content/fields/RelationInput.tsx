import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RelationField } from '@atrium/shared/content/fields';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { contentTypeNameKey } from '../contentPaths';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './useFieldErrors';
import { useRelationOptions } from './useRelationOptions';

/** A `relation`: one item of another type (an artwork's exhibition, a hotspot's space), by id or slug. */
export function RelationInput({ name, label, field }: { name: string; label: string; field: RelationField }) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  const { options, isPending, error } = useRelationOptions(field);
  const current = typeof input.value === 'string' || typeof input.value === 'number' ? String(input.value) : '';
  // A stored value the list does not (yet) hold stays selectable, so it is not lost on save.
  const known = current === '' || options.some((o) => String(o.value) === current);
  if (error) return <AdminErrorAlert error={error} />;
  return (
    <TextField
      select
      id={fieldDomId(name)}
      name={name}
      label={label}
      required={field.required}
      value={current}
      onChange={(event) => {
        const chosen = options.find((o) => String(o.value) === event.target.value);
        input.onChange(chosen ? chosen.value : null);
        clearErrors(name);
      }}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={invalid}
      helperText={
        text ??
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
