import type { ContentType } from './define';
import type { Field } from './fields';
import { LANGUAGE_LABELS, isLanguage } from '../languages';

/** The i18n key of a field's label: its declared label, else its name (admin:content.fields.title). */
export const fieldLabelKey = (name: string, field: Field) => `admin:content.fields.${field.label ?? name}`;

/**
 * A data path in the editor's words: 'sections.0.text.ko' → 'Sections 1 › Text (KOR)'. Used for
 * the error summary, the revision comparison (the admin) and the preview's banner (the server),
 * with their own translator.
 */
export function pathLabel(type: ContentType, path: string, t: (key: string) => string): string {
  const parts = path.split('.');
  const words: string[] = [];
  let fields: Record<string, Field> | undefined = type.fields;
  let language = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const field: Field | undefined = fields?.[part];
    if (!field) {
      if (isLanguage(part)) language = ` (${LANGUAGE_LABELS[part]})`;
      else if (/^\d+$/.test(part)) words[words.length - 1] += ` ${Number(part) + 1}`;
      else words.push(part);
      continue;
    }
    words.push(t(fieldLabelKey(part, field)));
    fields = field.kind === 'list' || field.kind === 'group' ? field.of : undefined;
  }
  return `${words.join(' › ')}${language}`;
}
