import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import type { FieldErrors } from './formErrors';
import { useFieldErrorText } from '#web/components/forms/useFieldErrorText';

interface LocalizedInputProps {
  label: string;
  lang: Language;
  value: Localized;
  onChange: (value: Localized) => void;
  /** The field's error code for this language, if any. */
  error?: string;
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
}

/** One language's value of a per-language text, labelled with its language. */
export function LocalizedInput({
  label,
  lang,
  value,
  onChange,
  error,
  multiline = false,
  maxLength = 300,
  required = false,
}: LocalizedInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <TextField
      fullWidth
      size="small"
      required={required}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      label={t('admin:eventAdmin.form.inLanguage', { field: label, language: LANGUAGE_NAMES[lang] })}
      value={value[lang] ?? ''}
      onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
      error={Boolean(error)}
      helperText={errorText(error ? { message: error } : undefined)}
      slotProps={{ htmlInput: { lang, maxLength } }}
    />
  );
}

export interface LocalizedField {
  /** The field's name in the input schema ('title'), which its error codes are keyed by. */
  name: string;
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  maxLength?: number;
  /** Required in Korean and English (the title rule); the other languages fall back. */
  required?: boolean;
}

/** An item's title: required in Korean and English, like every title staff write. */
export const titleField = (label: string, value: Localized, onChange: (value: Localized) => void): LocalizedField => ({
  name: 'title',
  label,
  value,
  onChange,
  required: true,
});

/** A form's per-language texts, in the language of the tab shown, each with its own error. */
export function LocalizedFields({
  lang,
  fields,
  inputs,
}: {
  lang: Language;
  fields: FieldErrors;
  inputs: readonly LocalizedField[];
}) {
  const titleLanguage = lang === 'ko' || lang === 'en';
  return inputs.map(({ name, required = false, ...input }) => (
    <LocalizedInput
      key={`${name}-${lang}`}
      lang={lang}
      required={required && titleLanguage}
      error={fields[`${name}.${lang}`] ?? (required ? fields[name] : undefined)}
      {...input}
    />
  ));
}
