import type { TFunction } from 'i18next';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@atrium/shared/languages';
import type { FieldErrors } from './newsDraft';

const isLanguage = (part: string | undefined): part is Language => LANGUAGES.some((l) => l === part);

/** Where a field error is ('articles.1.body.en' → the second article's body, English), in the admin's words. */
export function fieldLabel(path: string, t: TFunction): string {
  const parts = path.split('.');
  const last = parts.at(-1);
  const lang = isLanguage(last) ? ` (${LANGUAGE_LABELS[last]})` : '';
  if (parts[0] === 'articles' && parts.length >= 3) {
    const n = Number(parts[1]) + 1;
    const field = parts[2] === 'body' ? 'articleBody' : 'articleTitle';
    return `${t(`admin:newsAdmin.fields.${field}`, { n })}${lang}`;
  }
  const known = ['title', 'summary', 'publishedAt', 'coverId'];
  const field = known.includes(parts[0] ?? '') ? parts[0] : 'other';
  return `${t(`admin:newsAdmin.fields.${field}`)}${lang}`;
}

/** The error of a field in the language being edited, or of the field as a whole ('title' when no language has one). */
export function errorAt(errors: FieldErrors, path: string, lang: Language): string | undefined {
  return errors[`${path}.${lang}`] ?? errors[path];
}
