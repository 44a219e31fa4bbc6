import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '../components/errors/AppErrorBoundary';
import { createTestI18n } from '../test/test-i18n';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

describe('lazyPage', () => {
  it('shows a localized error with Retry when the chunk fails, and loads again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page: ComponentType = () => <h1>Loaded page</h1>;
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyPage(load);
    const i18n = await createTestI18n('en');

    render(
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <Suspense fallback={null}>
            <LazyPage />
          </Suspense>
        </AppErrorBoundary>
      </I18nextProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'The page could not be loaded' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded page in the first frame, without the fallback', async () => {
    const Page: ComponentType = () => <h1>Loaded page</h1>;
    const LazyPage = lazyPage(async () => ({ default: Page }));
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    // Synchronously there: no Suspense fallback frame, no second render after the first paint.
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
