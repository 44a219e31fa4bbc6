import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { ApiError } from '#web/lib/api/ApiError';
import { createTestI18n } from '#web/test/test-i18n';
import { ImportErrorAlert } from './ImportErrorAlert';

describe('import error', () => {
  it('lists the cells the server refused, with the editor messages', async () => {
    const i18n = await createTestI18n('en');
    const error = new ApiError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Check the entered information.',
      fields: { D3: 'TOO_LONG', B4: 'INVALID' },
    });
    render(
      <I18nProvider i18n={i18n}>
        <ImportErrorAlert error={error} />
      </I18nProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([`D3: ${i18n.t('validation:TOO_LONG')}`, `B4: ${i18n.t('validation:INVALID')}`]);
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('errors:VALIDATION_FAILED'));
  });

  it('shows only the message for a file refused as a whole', async () => {
    const i18n = await createTestI18n('en');
    const error = new ApiError(413, { code: 'PAYLOAD_TOO_LARGE', message: 'too large' });
    render(
      <I18nProvider i18n={i18n}>
        <ImportErrorAlert error={error} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('errors:PAYLOAD_TOO_LARGE'));
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
