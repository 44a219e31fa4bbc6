import type { ContentType } from './define';
import { eachField } from './field-walk';
import type { Field } from './fields';
import { CONTENT_TYPES } from './registry';

/** A relation an item's data holds: the field's path, the type it points at, how, and the value. */
export interface RelationValue {
  path: string;
  to: string;
  by: 'id' | 'slug';
  value: string;
}

/** Every relation set in an item's data ('exhibition', 'stops.2.space'), empty ones left out. */
export function relationValues(type: ContentType, data: Record<string, unknown> | null | undefined): RelationValue[] {
  const out: RelationValue[] = [];
  eachField(type.fields, data, (field, value, path) => {
    if (field.kind === 'relation' && value !== null && value !== undefined && value !== '')
      out.push({ path, to: field.to, by: field.by ?? 'id', value: String(value) });
  });
  return out;
}

/** The types a type's items point at (its relation fields, however deep), itself left out. */
function targetsOf(type: ContentType): Set<string> {
  const targets = new Set<string>();
  const walk = (fields: Record<string, Field>) => {
    for (const field of Object.values(fields)) {
      if (field.kind === 'relation' && field.to !== type.type) targets.add(field.to);
      if (field.kind === 'list' || field.kind === 'group') walk(field.of);
    }
  };
  walk(type.fields);
  return targets;
}

/**
 * Each type's place in publishing order, from the declarations: a type whose items point at
 * another type comes after it (an exhibition before its artworks, a space before its hotspots).
 */
const RANKS: ReadonlyMap<string, number> = (() => {
  const byName = new Map(CONTENT_TYPES.map((t) => [t.type, t]));
  const ranks = new Map<string, number>();
  const rank = (name: string, seen: Set<string>): number => {
    const known = ranks.get(name);
    if (known !== undefined) return known;
    const type = byName.get(name);
    // A cycle (none is declared) or an unknown type: no constraint from it.
    if (!type || seen.has(name)) return 0;
    seen.add(name);
    const after = [...targetsOf(type)].map((to) => rank(to, seen) + 1);
    seen.delete(name);
    const r = Math.max(0, ...after);
    ranks.set(name, r);
    return r;
  };
  for (const t of CONTENT_TYPES) rank(t.type, new Set());
  return ranks;
})();

export const dependencyRank = (type: string): number => RANKS.get(type) ?? 0;

/** `items` in publishing order (dependencies first); items of the same rank keep their order. */
export function inDependencyOrder<T extends { type: string }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i, rank: dependencyRank(item.type) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ item }) => item);
}

/** The types whose items point at `type` (to find an exhibition's artworks). */
export const typesPointingAt = (type: string): ContentType[] =>
  CONTENT_TYPES.filter((t) => t.type !== type && targetsOf(t).has(type));
