import { useTranslation } from '#web/lib/i18n/react';
import type { TextField as TextFieldDeclaration } from '@atrium/shared/content/fields';
import { LocalizedTextInput } from './LocalizedTextInput';
import { PlainTextInput } from './PlainTextInput';

/** A `text` field: per language when localized, else one value; its declared hint under it. */
export function TextInput({ name, label, field }: { name: string; label: string; field: TextFieldDeclaration }) {
  const { t } = useTranslation();
  const hint = field.hint ? t(`admin:content.hints.${field.hint}`) : undefined;
  if (field.localized) return <LocalizedTextInput name={name} label={label} field={field} hint={hint} />;
  return (
    <PlainTextInput
      name={name}
      label={label}
      required={field.required}
      multiline={field.multiline}
      maxLength={field.max}
      hint={hint}
    />
  );
}
