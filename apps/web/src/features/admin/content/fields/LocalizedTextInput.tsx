import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextField as TextFieldDeclaration } from '@atrium/shared/content/fields';
import { LANGUAGE_NAMES } from '@atrium/shared/languages';
import { useEditor } from '../editor/EditorContext';
import { KoreanSource } from './KoreanSource';
import { SourceBeside } from './SourceBeside';
import { StaleMark } from './StaleMark';
import { fieldDomId, useFieldErrors } from './useFieldErrors';

/**
 * A localized text in the language being edited. Another language than Korean shows the
 * Korean source beside it, and a mark when the translation is stale.
 */
export function LocalizedTextInput({
  name,
  label,
  field,
}: {
  name: string;
  label: string;
  field: TextFieldDeclaration;
}) {
  const { t } = useTranslation();
  const { lang, clearErrors } = useEditor();
  const path = `${name}.${lang}`;
  const { field: input } = useController({ name: path });
  const { text, invalid } = useFieldErrors(name);
  const sourceId = fieldDomId(name, 'ko-source');
  const translating = lang !== 'ko';
  const inputId = fieldDomId(path);
  // MUI names the helper text `${id}-helper-text`; the Korean source describes the input too.
  const describedBy = [translating && sourceId, text && `${inputId}-helper-text`].filter(Boolean).join(' ');
  return (
    <SourceBeside
      source={translating && <KoreanSource name={name} id={sourceId} />}
      after={translating && <StaleMark name={name} label={label} />}
    >
      <TextField
        id={inputId}
        name={path}
        label={t('admin:content.editor.inLanguage', { field: label, language: LANGUAGE_NAMES[lang] })}
        required={Boolean(field.required) && !translating}
        multiline={field.multiline}
        minRows={field.multiline ? (field.max > 2000 ? 8 : 3) : undefined}
        value={typeof input.value === 'string' ? input.value : ''}
        onChange={(event) => {
          input.onChange(event.target.value);
          clearErrors(name);
        }}
        onBlur={input.onBlur}
        inputRef={input.ref}
        error={invalid}
        helperText={text}
        fullWidth
        slotProps={{
          htmlInput: {
            lang,
            maxLength: field.max,
            'aria-describedby': describedBy || undefined,
          },
        }}
      />
    </SourceBeside>
  );
}
