import { COLOR_SCHEME_STORAGE_KEY, isColorMode, isColorScheme } from './color-scheme-config';

/** MUI's storage manager's shape (ThemeProviderProps['storageManager']), without importing MUI. */
type StorageManager = (options: { key: string; storageWindow?: Window | null }) => {
  get: (defaultValue: string | undefined) => string | undefined;
  set: (value: string) => void;
  subscribe: (handler: (value: string | null) => void) => () => void;
};

/** A change this tab made (the 'storage' event tells only the other tabs). */
const SAME_TAB_EVENT = 'atrium:color-mode';

/** Tells this tab's other readers of `key` (MUI's provider on a staff screen, say) its new value. */
export function announceSameTabChange(key: string, value: string): void {
  window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: { key, value } }));
}

/**
 * MUI's localStorage manager (same keys, same cross-tab sync through the 'storage' event; and
 * changes made in this tab by components/theme/color-mode.ts), with one addition from docs/spec/product-spec.md §8: a stored colour-scheme name the theme does not have is
 * logged as not found and ignored instead of being applied.
 */
export const colorSchemeStorage: StorageManager = ({ key, storageWindow }) => {
  const win = storageWindow ?? (typeof window === 'undefined' ? null : window);
  const isSchemeKey = key.startsWith(`${COLOR_SCHEME_STORAGE_KEY}-`);

  const accept = (value: string | null): string | null => {
    if (value === null) return null;
    if (isSchemeKey ? isColorScheme(value) : isColorMode(value)) return value;
    if (isSchemeKey) console.warn(`Colour scheme "${value}" was not found in the theme; using the default.`);
    return null;
  };

  return {
    get(defaultValue: string | undefined) {
      try {
        return accept(win?.localStorage.getItem(key) ?? null) ?? defaultValue;
      } catch {
        return defaultValue; // Storage blocked.
      }
    },
    set(value: string) {
      try {
        win?.localStorage.setItem(key, value);
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
    },
    subscribe(handler: (value: string | null) => void) {
      if (!win) return () => {};
      const listener = (event: StorageEvent) => {
        if (event.key !== key) return;
        const value = accept(event.newValue);
        // A cleared key (null) resets to the default; an unknown name is ignored.
        if (value !== null || event.newValue === null) handler(value);
      };
      const sameTab = (event: Event) => {
        const { detail } = event as CustomEvent<{ key: string; value: string }>;
        if (detail.key === key && accept(detail.value) !== null) handler(detail.value);
      };
      win.addEventListener('storage', listener);
      win.addEventListener(SAME_TAB_EVENT, sameTab);
      return () => {
        win.removeEventListener('storage', listener);
        win.removeEventListener(SAME_TAB_EVENT, sameTab);
      };
    },
  };
};
