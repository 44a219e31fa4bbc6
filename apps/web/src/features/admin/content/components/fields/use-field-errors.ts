import { LANGUAGE_LABELS, isLanguage } from '@atrium/shared/languages';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { errorsOf, useEditor } from '../editor/EditorContext';

/**
 * A field's error text and whether its shown input is the wrong one. Errors of another language
 * than the one being edited are named by their language ('KOR: This field is required.').
 */
export function useFieldErrors(path: string): { text: string | undefined; invalid: boolean } {
  const { errors, lang } = useEditor();
  const errorText = useFieldErrorText();
  const entries = errorsOf(errors, path);
  if (entries.length === 0) return { text: undefined, invalid: false };
  const messages = entries.map(([key, code]) => {
    const suffix = key.slice(path.length + 1);
    const prefix = isLanguage(suffix) && suffix !== lang ? `${LANGUAGE_LABELS[suffix]}: ` : '';
    return `${prefix}${errorText({ message: code }) ?? code}`;
  });
  const invalid = entries.some(([key]) => {
    const suffix = key.slice(path.length + 1);
    return !isLanguage(suffix) || suffix === lang;
  });
  return { text: messages.join(' '), invalid };
}

/** A DOM id from a data path ('sections.0.text' → 'content-sections-0-text'). */
export const fieldDomId = (path: string, suffix = '') =>
  `content-${path.replace(/\./g, '-')}${suffix ? `-${suffix}` : ''}`;
