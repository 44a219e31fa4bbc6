import { TextInput } from '#web/features/admin/components/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import type { TextField as TextFieldDeclaration } from '@atrium/shared/content/fields';
import { LANGUAGE_NAMES, type Language } from '@atrium/shared/languages';
import { useEditor } from '../editor/EditorContext';
import { KoreanSource } from './KoreanSource';
import { SourceBeside } from './SourceBeside';
import { StaleMark } from './StaleMark';
import { fieldDomId } from './use-field-errors';
import { useTextInput } from './use-text-input';

const KOREAN: readonly Language[] = ['ko'];

/**
 * A localized text in the language being edited. Another language than Korean shows the
 * Korean source beside it, and a mark when the translation is stale.
 */
export function LocalizedTextInput({
  name,
  label,
  field,
  requiredIn = KOREAN,
  hint,
}: {
  name: string;
  label: string;
  field: Pick<TextFieldDeclaration, 'required' | 'multiline' | 'max'>;
  /** The languages a required text must have (the engine's: Korean, the others fall back on it). */
  requiredIn?: readonly Language[];
  /** Shown under the field while it has no error. */
  hint?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useEditor();
  const input = useTextInput(name, { path: `${name}.${lang}` });
  const sourceId = fieldDomId(name, 'ko-source');
  const translating = lang !== 'ko';
  const helperText = input.helperText ?? hint;
  // MUI names the helper text `${id}-helper-text`; the Korean source describes the input too.
  const describedBy = [translating && sourceId, helperText && `${input.id}-helper-text`].filter(Boolean).join(' ');
  return (
    <SourceBeside
      source={translating && <KoreanSource name={name} id={sourceId} />}
      after={translating && <StaleMark name={name} label={label} />}
    >
      <TextInput
        {...input}
        helperText={helperText}
        label={t('admin:content.editor.inLanguage', { field: label, language: LANGUAGE_NAMES[lang] })}
        required={Boolean(field.required) && requiredIn.includes(lang)}
        multiline={field.multiline}
        minRows={field.multiline ? (field.max > 2000 ? 8 : 3) : undefined}
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
