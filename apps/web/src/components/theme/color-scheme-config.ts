/**
 * How the colour mode is stored and shown. MUI's defaults, named here because
 * public/theme-init.js (which runs before the app to avoid a flash) repeats them.
 * Spec: a colour-mode key and two colour-scheme keys (light and dark).
 */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorSchemeName = (typeof COLOR_SCHEMES)[number];
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** `<html data-light>` / `<html data-dark>`. */
export const COLOR_SCHEME_SELECTOR = 'data';

export const isColorScheme = (value: unknown): value is ColorSchemeName =>
  typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);

export const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);

/** On <html> for the moment the scheme changes: the whole page takes it at once, nothing fading on its own clock. */
export const SWITCHING_ATTRIBUTE = 'data-scheme-switching';
