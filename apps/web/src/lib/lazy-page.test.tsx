import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, useTranslation } from '#web/lib/i18n/react';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import { AppErrorBoundary } from '../components/errors/AppErrorBoundary';
import { createTestI18n } from '../test/test-i18n';
import { createApiBackend } from './i18n/api-backend';
import { initI18n } from './i18n/i18n';
import { lazyPage } from './lazy-page';

/** Every public namespace, empty but for the strings given. */
const strings = (given: Record<string, Record<string, string>>) => ({
  ...Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, {}])),
  ...given,
});

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
      <I18nProvider i18n={i18n}>
        <AppErrorBoundary>
          <Suspense fallback={null}>
            <LazyPage />
          </Suspense>
        </AppErrorBoundary>
      </I18nProvider>,
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

  it('waits for the strings a page reached after hydration needs, instead of showing their keys', async () => {
    // Held until the test lets them through: English's and its fallback Korean's.
    let letThrough: () => void = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const load = vi.fn(() => gate.then(() => strings({ auth: { 'signin.submit': 'Sign in' } })));
    // The boot data of the first page carried its namespaces only: sign-in's came later.
    const boot = { lang: 'en' as const, publicUrl: 'https://atrium.test', i18nVersion: 'v1' };
    const i18n = await initI18n({
      lang: 'en',
      boot: { ...boot, i18n: { en: { common: { 'nav.news': 'News' } }, ko: { common: {} } } },
      backend: createApiBackend(load),
    });
    const SignIn: ComponentType = () => {
      const { t } = useTranslation();
      return <button type="submit">{t('auth:signin.submit')}</button>;
    };
    const LazyPage = lazyPage(async () => ({ default: SignIn }));
    await LazyPage.preload();

    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyPage />
        </Suspense>
      </I18nProvider>,
    );

    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    letThrough();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
