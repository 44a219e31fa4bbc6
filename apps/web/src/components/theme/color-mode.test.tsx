import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import { MuiScope } from './MuiScope';
import { MODE_STORAGE_KEY } from './color-scheme-config';
import { FollowColorMode, resetColorModeForTests, setColorMode, useColorMode } from './color-mode';

const root = document.documentElement;
let systemDark = false;
const systemListeners = new Set<() => void>();

function ModeShown() {
  const { mode, setMode } = useColorMode();
  return (
    <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
      mode:{mode}
    </button>
  );
}

function MuiModeShown() {
  const { mode } = useColorScheme();
  return <p>mui:{mode}</p>;
}

beforeEach(() => {
  localStorage.clear();
  resetColorModeForTests();
  root.removeAttribute('data-light');
  root.removeAttribute('data-dark');
  root.setAttribute('data-light', '');
  systemDark = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return systemDark && query.includes('dark');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => systemListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => systemListeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  systemListeners.clear();
});

describe('the colour mode without MUI', () => {
  it('a chosen mode is shown at once, kept, and read again on the next visit', () => {
    render(<ModeShown />);
    act(() => screen.getByRole('button', { name: 'mode:system' }).click());
    expect(screen.getByRole('button', { name: 'mode:dark' })).toBeTruthy();
    expect(root.hasAttribute('data-dark')).toBe(true);
    expect(root.hasAttribute('data-light')).toBe(false);
    expect(localStorage.getItem(MODE_STORAGE_KEY)).toBe('dark');

    resetColorModeForTests();
    render(<ModeShown />);
    expect(screen.getAllByRole('button', { name: 'mode:dark' })).toHaveLength(2);
  });

  it('in system mode, follows the system when it changes', () => {
    render(<ModeShown />);
    systemDark = true;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(root.hasAttribute('data-dark')).toBe(true);
    expect(screen.getByRole('button', { name: 'mode:system' })).toBeTruthy();
  });

  it('follows the system on a page with no colour-mode select, once the app shell is there', () => {
    render(<FollowColorMode />);
    systemDark = true;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(root.hasAttribute('data-dark')).toBe(true);
  });

  it('a light mode stays light when the system turns dark', () => {
    localStorage.setItem(MODE_STORAGE_KEY, 'light');
    render(<ModeShown />);
    systemDark = true;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(root.hasAttribute('data-light')).toBe(true);
  });

  it('follows a choice made in another tab', () => {
    render(<ModeShown />);
    act(() => {
      localStorage.setItem(MODE_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: 'mode:dark' })).toBeTruthy();
    expect(root.hasAttribute('data-dark')).toBe(true);
  });

  it('MUI’s provider on the same screen (a staff screen’s) takes the choice too', async () => {
    render(
      <MuiScope>
        <MuiModeShown />
      </MuiScope>,
    );
    expect(screen.getByText('mui:system')).toBeTruthy();
    act(() => setColorMode('dark'));
    expect(await screen.findByText('mui:dark')).toBeTruthy();
    expect(root.hasAttribute('data-dark')).toBe(true);
  });
});
