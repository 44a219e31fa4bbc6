import { useSyncExternalStore } from 'react';
import {
  COLOR_SCHEMES,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  SWITCHING_ATTRIBUTE,
  type ColorMode,
} from './color-scheme-config';
import { colorSchemeStorage, announceSameTabChange } from './color-scheme-storage';

/**
 * The visitor's colour mode (light, dark or the system's) without MUI's ThemeProvider, for the
 * public pages' static CSS (docs/decisions/025-static-css-for-public-pages.md): the same storage
 * keys and `<html>` attribute as MUI and public/theme-init.js, so a choice made here holds on the
 * staff screens (MUI) and in other tabs, and the reverse.
 */

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const modeStorage = () => colorSchemeStorage({ key: MODE_STORAGE_KEY });
const schemeStorage = (mode: 'light' | 'dark') => colorSchemeStorage({ key: `${COLOR_SCHEME_STORAGE_KEY}-${mode}` });

const systemIsDark = () => typeof window !== 'undefined' && !!window.matchMedia?.(SYSTEM_DARK).matches;

/** The scheme a mode shows now (a mode's stored scheme, as MUI keeps one per mode). */
function schemeOf(mode: ColorMode): string {
  const resolved = mode === 'system' ? (systemIsDark() ? 'dark' : 'light') : mode;
  return schemeStorage(resolved).get(resolved) ?? resolved;
}

function applyScheme(scheme: string): void {
  const root = document.documentElement;
  if (root.hasAttribute(`data-${scheme}`)) return;
  root.setAttribute(SWITCHING_ATTRIBUTE, '');
  for (const known of COLOR_SCHEMES) root.removeAttribute(`data-${known}`);
  root.setAttribute(`data-${scheme}`, '');
  // Restyle now, with transitions off, then let them run again.
  root.getBoundingClientRect();
  window.setTimeout(() => root.removeAttribute(SWITCHING_ATTRIBUTE), 1);
}

let mode: ColorMode | undefined;
const listeners = new Set<() => void>();

const readMode = (): ColorMode => (mode ??= modeStorage().get('system') as ColorMode);

function changed(next: ColorMode): void {
  mode = next;
  applyScheme(schemeOf(next));
  for (const listener of listeners) listener();
}

/** Sets the mode: stored, shown at once, told to MUI's provider if a staff screen in this tab has one. */
export function setColorMode(next: ColorMode): void {
  modeStorage().set(next);
  announceSameTabChange(MODE_STORAGE_KEY, next);
  changed(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size > 1) return () => listeners.delete(listener);
  // The first listener starts following the system and the other tabs; the last stops it.
  const media = window.matchMedia?.(SYSTEM_DARK);
  const onSystem = () => readMode() === 'system' && changed('system');
  const stopStorage = modeStorage().subscribe((value) => changed((value ?? 'system') as ColorMode));
  media?.addEventListener?.('change', onSystem);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopStorage();
    media?.removeEventListener?.('change', onSystem);
  };
}

/**
 * The mode and its setter. The server cannot know the stored mode: its render (and the hydrating
 * one) say `system`, and the stored mode follows right after.
 */
export function useColorMode(): { mode: ColorMode; setMode: (next: ColorMode) => void } {
  const current = useSyncExternalStore(subscribe, readMode, () => 'system' as const);
  return { mode: current, setMode: setColorMode };
}

/** For tests: forget the mode read from storage. */
export function resetColorModeForTests(): void {
  mode = undefined;
}

/**
 * Keeps the page in the visitor's scheme while it is open: follows the system's preference (for
 * the "system" mode) and a choice made in another tab, on every page, a phone's too, whose
 * colour-mode select is there only while its menu is open. Mounted once, in the app shell.
 */
export function FollowColorMode(): null {
  useColorMode();
  return null;
}
