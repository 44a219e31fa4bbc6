import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId, useFieldErrors } from './useFieldErrors';

export interface PlainTextInputProps {
  /** The value's data path, also the key of its errors ('link', 'social.0.url'). */
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'url';
  multiline?: boolean;
  maxLength?: number;
  /** Shown under the field while it has no error. */
  hint?: string;
  readOnly?: boolean;
}

/** A text that is the same in every language (an e-mail, a link, a slug, a phone number). */
export function PlainTextInput({
  name,
  label,
  required,
  type = 'text',
  multiline,
  maxLength,
  hint,
  readOnly,
}: PlainTextInputProps) {
  const { clearErrors } = useEditor();
  const { field } = useController({ name });
  const { text, invalid } = useFieldErrors(name);
  return (
    <TextField
      id={fieldDomId(name)}
      name={name}
      label={label}
      required={required}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        clearErrors(name);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      helperText={text ?? hint}
      fullWidth
      slotProps={{ htmlInput: { maxLength, readOnly } }}
    />
  );
}
