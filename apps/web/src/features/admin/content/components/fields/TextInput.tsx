import type { TextField as TextFieldDeclaration } from '@atrium/shared/content/fields';
import { LocalizedTextInput } from './LocalizedTextInput';
import { PlainTextInput } from './PlainTextInput';

/** A `text` field: per language when localized, else one value. */
export function TextInput({ name, label, field }: { name: string; label: string; field: TextFieldDeclaration }) {
  if (field.localized) return <LocalizedTextInput name={name} label={label} field={field} />;
  return (
    <PlainTextInput
      name={name}
      label={label}
      required={field.required}
      multiline={field.multiline}
      maxLength={field.max}
    />
  );
}
