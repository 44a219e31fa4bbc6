import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import { useColorScheme } from '@mui/material/styles';
import { productionStyles, watchStyleElements } from '#web/test/style-elements';
import { MuiScope } from './MuiScope';

function DarkModeButton() {
  const { setMode } = useColorScheme();
  return <Button onClick={() => setMode('dark')}>dark</Button>;
}

/** The CSP refuses a <style> element with text (test/style-elements.ts); the article editor's case is beside it. */
describe('style elements added in the browser', () => {
  let styles: ReturnType<typeof watchStyleElements>;
  beforeEach(() => {
    styles = watchStyleElements();
  });
  afterEach(() => {
    styles.stop();
  });

  it('has only empty ones from the theme, also when the colour scheme switches', async () => {
    render(
      <CacheProvider value={productionStyles()}>
        <MuiScope>
          <DarkModeButton />
        </MuiScope>
      </CacheProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'dark' }).click());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(document.documentElement.hasAttribute('data-dark')).toBe(true);
    expect(styles.added.length).toBeGreaterThan(0);
    expect(styles.refused()).toEqual([]);
    // Transitions were off only for the switch.
    expect(document.documentElement.hasAttribute('data-scheme-switching')).toBe(false);
  });
});
