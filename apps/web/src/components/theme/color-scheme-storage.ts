import type { ThemeProviderProps } from '@mui/material/styles';
import { COLOR_SCHEME_STORAGE_KEY, isColorMode, isColorScheme } from './color-scheme-config';

type StorageManager = NonNullable<ThemeProviderProps['storageManager']>;

/**
 * MUI's localStorage manager (same keys, same cross-tab sync through the 'storage' event),
 * with one addition from docs/spec/product-spec.md §8: a stored colour-scheme name the theme does not have is
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
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
  };
};
