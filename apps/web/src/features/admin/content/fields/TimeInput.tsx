import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { TimeField } from '@atrium/shared/content/fields';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './useFieldErrors';

/** A `time` of day (HH:mm, the venue's clock); an empty input stores null. */
export function TimeInput({ name, label, field }: { name: string; label: string; field: TimeField }) {
  const { clearErrors } = useEditor();
  const { field: input } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  return (
    <TextField
      id={fieldDomId(name)}
      name={name}
      type="time"
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
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      sx={{ maxWidth: 180 }}
    />
  );
}
