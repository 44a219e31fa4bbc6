import type { FieldValues } from 'react-hook-form';
import type { ContentType } from '@atrium/shared/content/define';
import type { Field } from '@atrium/shared/content/fields';
import { LANGUAGES } from '@atrium/shared/languages';
import { isApiError } from '#web/lib/api/ApiError';
import { changedFields, fieldValues, type FieldChange } from './revision-diff';

/** A write refused because someone else saved the item first (409 EDIT_CONFLICT). */
export const isEditConflict = (error: unknown): boolean => isApiError(error) && error.code === 'EDIT_CONFLICT';

/** Who changed a field since the version both started from. */
export type ChangedBy = 'yours' | 'theirs' | 'both';
export interface ConflictChange extends FieldChange {
  by: ChangedBy;
}

/**
 * The fields where their stored draft and my form differ ("revision" is theirs, "current" mine),
 * each with who changed it since `base`, the version my form was filled from.
 */
export function conflictChanges(
  type: ContentType,
  base: FieldValues,
  mine: FieldValues,
  theirs: FieldValues,
): ConflictChange[] {
  const before = fieldValues(type, base);
  return changedFields(type, theirs, mine).map((change) => {
    const start = before.get(change.path) ?? '';
    const mineChanged = change.current !== start;
    const theirsChanged = change.revision !== start;
    return { ...change, by: mineChanged && theirsChanged ? 'both' : mineChanged ? 'yours' : 'theirs' };
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A text per language: each language is its own change (my English beside their Korean). */
const perLanguage = (field: Field) => field.kind === 'richText' || (field.kind === 'text' && field.localized);

/**
 * Their draft with my changes copied over: every field (every language of a text) I changed since
 * `base` takes my value, the rest keeps theirs. Lists and groups go whole: half of my list on
 * half of theirs would read as neither. Returns the names of the fields taken from mine.
 */
export function copyMineOver(
  type: ContentType,
  base: FieldValues,
  mine: FieldValues,
  theirs: FieldValues,
): { values: FieldValues; copied: string[] } {
  const values: FieldValues = { ...theirs };
  const copied: string[] = [];
  for (const [name, field] of Object.entries(type.fields)) {
    if (same(mine[name], base[name])) continue;
    copied.push(name);
    if (!perLanguage(field)) {
      values[name] = mine[name];
      continue;
    }
    const merged: Record<string, unknown> = { ...(isRecord(theirs[name]) ? theirs[name] : {}) };
    const was = isRecord(base[name]) ? base[name] : {};
    const now = isRecord(mine[name]) ? mine[name] : {};
    for (const lang of LANGUAGES) if (!same(now[lang] ?? '', was[lang] ?? '')) merged[lang] = now[lang];
    values[name] = merged;
  }
  return { values, copied };
}
