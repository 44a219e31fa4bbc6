/** Half of a surrogate pair, alone: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be saved as it is: PostgreSQL stores neither NUL nor a lone surrogate in text. */
export const isStorableText = (value: string): boolean => !value.includes('\0') && !LONE_SURROGATE.test(value);

/** A value still to look at, and how it was reached (the path is built only for the one reported). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
};

/**
 * The path (`title.ko`, `items.2.alt`) of the first string in a parsed value that cannot be saved,
 * or null. Iterative and linear in the value's size, however deep it nests: a request body is
 * attacker-shaped (an explicit stack, no recursion, no path copied per level).
 */
export function firstUnstorableText(value: unknown): string | null {
  const stack: Step[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const current = step.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(step);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    // Pushed last to first, so the first entry is looked at first (the order a person reads).
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string, unknown];
      if (!isStorableText(key)) return pathOf({ value: null, key: '_', parent: step });
      stack.push({ value: item, key, parent: step });
    }
  }
  return null;
}
