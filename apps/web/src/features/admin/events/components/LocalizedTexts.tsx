import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import type { Localized } from '@atrium/shared/localized';
import { LanguagePanel, LanguageSwitch } from '#web/features/admin/content/components/editor/LanguageSwitch';
import type { useEditorState } from '#web/features/admin/content/components/editor/use-editor-state';
import { LocalizedTextInput } from '#web/features/admin/content/components/fields/LocalizedTextInput';
import { hasText } from '../lib/localized-values';

/** Titles are required in Korean and English; the other languages fall back on them. */
const TITLE_LANGUAGES: readonly Language[] = ['ko', 'en'];

type EditorStateHook = ReturnType<typeof useEditorState>;

interface LocalizedText {
  /** The field's name in the form and the input schema ('title'), which its error codes are keyed by. */
  name: string;
  label: string;
  multiline?: boolean;
  max?: number;
  /** Required in Korean and English (the title rule). */
  required?: boolean;
}

/**
 * A form's per-language texts with the engine's language switch: the first text (the title)
 * says on each tab whether that language has it yet.
 */
export function LocalizedTexts({
  editor,
  texts,
}: {
  /** The form's editor state (`useEventForm`'s). */
  editor: EditorStateHook;
  texts: readonly [LocalizedText, ...LocalizedText[]];
}) {
  const { lang } = editor.state;
  const main = useWatch({ name: texts[0].name }) as Localized | undefined;
  const states: Partial<Record<Language, TranslationState>> = {};
  for (const l of LANGUAGES) if (l !== 'ko') states[l] = hasText(l, main ?? {}) ? 'ok' : 'missing';
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <LanguageSwitch value={lang} onChange={editor.setLang} states={states} withErrors={editor.errorLanguages} />
      <Box sx={{ p: 2 }}>
        <LanguagePanel lang={lang}>
          {texts.map(({ name, label, multiline, max = 300, required }) => (
            <LocalizedTextInput
              key={name}
              name={name}
              label={label}
              field={{ required, multiline, max }}
              requiredIn={TITLE_LANGUAGES}
            />
          ))}
        </LanguagePanel>
      </Box>
    </Box>
  );
}
