import { useCallback, useMemo, useState } from 'react';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import { isLanguage, LANGUAGES, type Language } from '@atrium/shared/languages';
import type { EditorState } from './EditorContext';

const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
/** The language an error is about ('title.en' → en), if any. */
const languageOf = (key: string): Language | null => {
  const last = key.split('.').at(-1);
  return isLanguage(last) ? last : null;
};

const NO_MARKS: EditorState['fieldLanguages'] = {};

/**
 * A form's state beside its values: the editing language, the field errors, the translations
 * confirmed as still right and the lists reshaped since the last save. `fixedKey` and the saved
 * translation marks are the engine's; other forms leave them out.
 */
export function useEditorState({
  fixedKey = null,
  fieldLanguages = NO_MARKS,
  initialLang = 'ko',
}: {
  fixedKey?: string | null;
  fieldLanguages?: Record<string, Partial<Record<Language, TranslationState>>>;
  /** The language the form opens in (a link to a missing translation names it). */
  initialLang?: Language;
} = {}) {
  const [lang, setLang] = useState<Language>(initialLang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [reshaped, setReshaped] = useState<ReadonlySet<string>>(new Set());

  const clearErrors = useCallback((path: string) => {
    setErrors((current) => {
      const keys = Object.keys(current);
      if (!keys.some((key) => under(key, path))) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !under(key, path)));
    });
  }, []);
  const confirm = useCallback((path: string) => setConfirmed((current) => new Set([...current, path])), []);
  const markReshaped = useCallback(
    (list: string) => setReshaped((current) => (current.has(list) ? current : new Set([...current, list]))),
    [],
  );

  /** Shows a save's field errors; when none is in the language shown, switches to one that has them. */
  const showErrors = useCallback(
    (fields: Record<string, string>) => {
      setErrors(fields);
      const keys = Object.keys(fields);
      const here = keys.some((key) => {
        const l = languageOf(key);
        return l === null || l === lang;
      });
      const other = LANGUAGES.find((l) => keys.some((key) => languageOf(key) === l));
      if (!here && other) setLang(other);
    },
    [lang],
  );

  /** After a save: confirmations were sent, and positions line up again. */
  const saved = useCallback(() => {
    setConfirmed(new Set());
    setReshaped(new Set());
    setErrors({});
  }, []);

  const errorLanguages = useMemo(() => new Set(Object.keys(errors).flatMap((key) => languageOf(key) ?? [])), [errors]);

  const state: EditorState = useMemo(
    () => ({
      fixedKey,
      lang,
      errors,
      clearErrors,
      fieldLanguages,
      confirmed,
      confirm,
      reshaped,
      markReshaped,
    }),
    [fixedKey, fieldLanguages, lang, errors, clearErrors, confirmed, confirm, reshaped, markReshaped],
  );

  return { state, setLang, showErrors, saved, errorLanguages };
}
