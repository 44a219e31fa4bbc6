import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '#web/lib/router';
import { ReadCache } from '#web/lib/reads';
import { createTestI18n } from '#web/test/test-i18n';
import { AppProviders } from '../App';
import { SiteFooter } from './SiteFooter';

async function footer(year?: number) {
  const i18n = await createTestI18n('en');
  return (
    <AppProviders i18n={i18n} reads={new ReadCache()} year={year}>
      <MemoryRouter initialEntries={['/en/']}>
        <SiteFooter />
      </MemoryRouter>
    </AppProviders>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the footer copyright', () => {
  it('shows the year the server put in the boot data, whatever the browser clock says', async () => {
    // The browser is still on New Year's Eve; the server (venue time) is already in January.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-31T23:30:00') });
    const element = await footer(2031);
    expect(renderToString(element)).toContain('© 2031 Atrium Memorial');
    render(element);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2031 Atrium Memorial');
  });

  it('without boot data, shows the current year of the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2034-06-15T12:00:00') });
    render(await footer());
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2034 Atrium Memorial');
  });
});
