import type { Field } from './fields';

/**
 * Calls `visit` for every field of an item's data, however deep, with its value and path
 * ('title', 'sections.2.text', 'venue.space'): into each entry of a list and into each group.
 */
export function eachField(
  fields: Record<string, Field>,
  data: Record<string, unknown> | null | undefined,
  visit: (field: Field, value: unknown, path: string) => void,
  prefix = '',
): void {
  if (!data || typeof data !== 'object') return;
  for (const [name, field] of Object.entries(fields)) {
    const value = data[name];
    const path = prefix + name;
    visit(field, value, path);
    if (field.kind === 'list' && Array.isArray(value))
      value.forEach((entry, i) => eachField(field.of, entry as Record<string, unknown>, visit, `${path}.${i}.`));
    else if (field.kind === 'group') eachField(field.of, value as Record<string, unknown> | null, visit, `${path}.`);
  }
}
