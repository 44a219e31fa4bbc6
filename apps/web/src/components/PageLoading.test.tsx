import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { I18nProvider } from '#web/lib/i18n/react';
import { createTestI18n } from '#web/test/test-i18n';
import { PageLoading } from './PageLoading';

describe('the page-loading ring', () => {
  // A slow load (a busy phone, a slow network) shows the ring: it must be one a screen reader can name.
  it('appears after a moment as a named progress indicator that axe finds nothing wrong with', async () => {
    const i18n = await createTestI18n('en');
    const view = render(
      <I18nProvider i18n={i18n}>
        <PageLoading />
      </I18nProvider>,
    );
    await screen.findByRole('progressbar', { name: i18n.t('loading') });
    const results = await axe.run(view.container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
