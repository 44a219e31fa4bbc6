import type { TFunction } from '#web/lib/i18n/translator';
import type { ContentType } from '@atrium/shared/content/define';
import type { Field } from '@atrium/shared/content/fields';
import { LANGUAGE_LABELS, isLanguage } from '@atrium/shared/languages';

/** The i18n key of a field's label: its declared label, else its name (admin:content.fields.title). */
export const fieldLabelKey = (name: string, field: Field) => `admin:content.fields.${field.label ?? name}`;

/** The i18n key of a select option's text (admin:content.options.youtube). */
export const optionLabelKey = (option: string) => `admin:content.options.${option}`;

/**
 * A data path in the editor's words: 'sections.0.text.ko' → 'Sections 1 › Text (KOR)'. Used for
 * the error summary and the revision comparison.
 */
export function pathLabel(type: ContentType, path: string, t: TFunction): string {
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
