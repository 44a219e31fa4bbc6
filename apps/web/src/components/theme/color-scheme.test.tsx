import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { MuiScope } from './MuiScope';
import { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './color-scheme-config';
import { colorSchemeStorage } from './color-scheme-storage';

const themeInitScript = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/theme-init.js'), 'utf8');

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** What another tab writing the same key looks like to this tab. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

function ModeProbe() {
  const { mode } = useColorScheme();
  return <p>mode:{mode}</p>;
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-light');
  root.removeAttribute('data-dark');
  mockSystemDark(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('theme-init.js (runs before the first paint)', () => {
  it('uses the keys and the attribute the app uses', () => {
    expect(themeInitScript).toContain(`'${MODE_STORAGE_KEY}'`);
    expect(themeInitScript).toContain(`'${COLOR_SCHEME_STORAGE_KEY}-'`);
  });

  it('applies a stored dark mode', () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'dark');
    new Function(themeInitScript)();
    expect(root.hasAttribute('data-dark')).toBe(true);
    expect(root.hasAttribute('data-light')).toBe(false);
  });

  it('follows the system in system mode (the default)', () => {
    mockSystemDark(true);
    new Function(themeInitScript)();
    expect(root.hasAttribute('data-dark')).toBe(true);
  });

  it('ignores an unknown stored scheme name', () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'light');
    localStorage.setItem(`${COLOR_SCHEME_STORAGE_KEY}-light`, 'sepia');
    new Function(themeInitScript)();
    expect(root.hasAttribute('data-light')).toBe(true);
    expect(root.hasAttribute('data-sepia')).toBe(false);
  });
});

describe('colour mode', () => {
  it('defaults to system and follows a change made in another tab', async () => {
    render(
      <MuiScope>
        <ModeProbe />
      </MuiScope>,
    );
    expect(screen.getByText('mode:system')).toBeTruthy();

    act(() => otherTabWrites(MODE_STORAGE_KEY, 'dark'));

    expect(await screen.findByText('mode:dark')).toBeTruthy();
    expect(root.hasAttribute('data-dark')).toBe(true);
  });

  it('logs a colour-scheme name the theme does not have, and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(`${COLOR_SCHEME_STORAGE_KEY}-light`, 'sepia');
    const storage = colorSchemeStorage({ key: `${COLOR_SCHEME_STORAGE_KEY}-light`, storageWindow: window });
    expect(storage.get('light')).toBe('light');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/sepia.*not found in the theme/));
  });

  it('ignores an unknown scheme written by another tab', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = colorSchemeStorage({ key: `${COLOR_SCHEME_STORAGE_KEY}-dark`, storageWindow: window });
    const handler = vi.fn();
    const unsubscribe = storage.subscribe(handler);
    otherTabWrites(`${COLOR_SCHEME_STORAGE_KEY}-dark`, 'neon');
    otherTabWrites(`${COLOR_SCHEME_STORAGE_KEY}-dark`, 'dark');
    unsubscribe();
    expect(handler.mock.calls).toEqual([['dark']]);
  });
});
