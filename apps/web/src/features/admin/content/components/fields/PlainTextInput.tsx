import { TextInput } from '#web/features/admin/components/TextInput';
import { useTextInput } from './use-text-input';

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
  const input = useTextInput(name);
  return (
    <TextInput
      {...input}
      label={label}
      required={required}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      helperText={input.helperText ?? hint}
      fullWidth
      slotProps={{ htmlInput: { maxLength, readOnly } }}
    />
  );
}
