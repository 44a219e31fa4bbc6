import { useCallback, useMemo } from 'react';
import { useSearchParams } from '#web/lib/router';
import type { z } from 'zod';

export type SearchPatch = Record<string, string | number | boolean | null | undefined>;

/**
 * Reads the query string through a zod schema, dropping any value the schema refuses (a
 * hand-edited URL) rather than failing the page. Every field of the schema must be optional
 * or have a default.
 */
export function parseSearch<S extends z.ZodType>(params: URLSearchParams, schema: S): z.output<S> {
  const raw: Record<string, string> = Object.fromEntries(params);
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete raw[String(issue.path[0])];
  const second = schema.safeParse(raw);
  return second.success ? second.data : schema.parse({});
}

/**
 * A page's filters and paging kept in the URL, so a view can be shared and back/forward walks
 * through it. `update` merges a patch: empty, false and null values leave the URL; any change
 * other than the page itself goes back to page 1 (the old page may not exist any more), unless
 * `resetPage` says otherwise (a second paged list on the same page).
 */
export function useSearchState<S extends z.ZodType>(schema: S, pageParam = 'page') {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params, schema), [params, schema]);
  const update = useCallback(
    (patch: SearchPatch, resetPage: boolean = !(pageParam in patch)) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '' || value === false) next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage) next.delete(pageParam);
        return next;
      });
    },
    [setParams, pageParam],
  );
  return [state, update] as const;
}
