import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#web/lib/i18n/react';
import { createTestI18n } from '#web/test/test-i18n';
import { FilterSelect } from './FilterSelect';

describe('filter select', () => {
  it('shows "All" when nothing is chosen, and gives the chosen value, or undefined for all', async () => {
    const i18n = await createTestI18n('en');
    const chosen: Array<string | undefined> = [];
    const view = (value: string | undefined) => (
      <I18nProvider i18n={i18n}>
        <FilterSelect
          label="Role"
          value={value}
          onChange={(v) => chosen.push(v)}
          options={[
            { value: 'USER', label: 'Member' },
            { value: 'ADMIN', label: 'Administrator' },
          ]}
        />
      </I18nProvider>
    );
    const { rerender } = render(view(undefined));
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Role' });
    expect(box.textContent).toBe(i18n.t('admin:common.all'));
    await user.click(box);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Administrator' }));
    expect(chosen).toEqual(['ADMIN']);

    rerender(view('ADMIN'));
    expect(screen.getByRole('combobox', { name: 'Role' }).textContent).toBe('Administrator');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: i18n.t('admin:common.all') }));
    expect(chosen).toEqual(['ADMIN', undefined]);
  });
});
