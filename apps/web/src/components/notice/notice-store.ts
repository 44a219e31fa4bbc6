import { useBrowserStore } from '#web/lib/server-markup';
import type { Language } from '@atrium/shared/languages';

export interface Notice {
  /** A key of the common namespace (or 'ns:key'), translated when shown. */
  messageKey: string;
  severity: 'info' | 'warning' | 'error' | 'success';
  /** Distinguishes two notices with the same text, so the second one shows again. */
  id: number;
  /** Shown in this language whatever the page's (docs/spec/product-spec.md §8: 'no admin permission' is always Korean). */
  lang?: Language;
}

/**
 * One non-blocking notice at a time, kept outside React's tree so it survives the redirect
 * that usually follows it (e.g. 'requiredLoginPage' shown while going to sign-in).
 */
let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showNotice(
  messageKey: string,
  severity: Notice['severity'] = 'warning',
  options: { lang?: Language } = {},
): void {
  current = { messageKey, severity, id: nextId++, ...options };
  emit();
}

export function dismissNotice(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotice(): Notice | null {
  return useBrowserStore(
    subscribe,
    () => current,
    () => null,
  );
}
