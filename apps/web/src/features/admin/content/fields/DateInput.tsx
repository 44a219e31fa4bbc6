import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { DateField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './useFieldErrors';

/** A `date` (yyyy-MM-dd, the venue's calendar); an empty input stores null. */
export function DateInput({ name, label, field }: { name: string; label: string; field: DateField }) {
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  return (
    <TextField
      id={fieldDomId(name)}
      name={name}
      type="date"
      label={label}
      required={field.required}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(event) => {
        input.onChange(event.target.value || null);
        clearErrors(name);
      }}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={invalid}
      helperText={text}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: 240 }}
    />
  );
}
