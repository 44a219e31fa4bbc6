import type { FieldValues } from 'react-hook-form';
import type { Field } from '@atrium/shared/content/fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One field's value as the form holds it: every input controlled, nothing undefined. */
function formValueOf(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      if (!field.localized) return typeof value === 'string' ? value : '';
      return isRecord(value) ? { ...value } : {};
    case 'richText':
      return isRecord(value) ? { ...value } : {};
    case 'slug':
    case 'email':
    case 'link':
      return typeof value === 'string' ? value : '';
    case 'mediaList':
    case 'weekdays':
      return Array.isArray(value) ? [...value] : [];
    case 'boolean':
      return value === true;
    case 'list':
      return Array.isArray(value) ? value.map((entry) => formValuesOf(field.of, entry)) : [];
    case 'group':
      return isRecord(value) ? formValuesOf(field.of, value) : null;
    default:
      // media, number, select, relation, date, time: a value, or null when none is set.
      return value ?? null;
  }
}

/** A form's values from an item's data (the draft), with defaults for what the data lacks. */
export function formValuesOf(fields: Record<string, Field>, data: unknown): FieldValues {
  const source = isRecord(data) ? data : {};
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, formValueOf(field, source[name])]));
}
