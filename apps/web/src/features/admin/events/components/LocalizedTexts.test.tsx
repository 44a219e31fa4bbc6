import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import { z } from 'zod';
import { createTestI18n } from '#web/test/test-i18n';
import { AdminForm, useEventForm } from './AdminForm';
import { LocalizedTexts } from './LocalizedTexts';

/** A form with a title and a place whose check fails with `errors`. */
function Form({ errors }: { errors: Record<string, string> }) {
  const kit = useEventForm({
    defaultValues: { title: { ko: '제목', en: 'Title' }, place: { ja: '' } },
    schema: z.never(),
    toInput: () => undefined,
    save: () => undefined,
    onSaved: () => undefined,
  });
  return (
    <AdminForm label="Form" kit={kit}>
      <LocalizedTexts
        editor={kit.editor}
        texts={[
          { name: 'title', label: 'Title', required: true },
          { name: 'place', label: 'Place' },
        ]}
      />
      <button type="button" onClick={() => kit.editor.showErrors(errors)}>
        check
      </button>
    </AdminForm>
  );
}

async function show(errors: Record<string, string> = {}) {
  const i18n = await createTestI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <Form errors={errors} />
    </I18nProvider>,
  );
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const tab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

describe('per-language texts of an events form', () => {
  it('shows the tab language’s value, and asks for the title in Korean and English only', async () => {
    await show();
    expect(input(/^Title \(한국어\)/).required).toBe(true);
    tab(/^English/);
    expect(input(/^Title \(English\)/).value).toBe('Title');
    expect(input(/^Title \(English\)/).required).toBe(true);
    expect(input(/^Place \(English\)/).required).toBe(false);
    tab(/^日本語/);
    expect(input(/^Title \(日本語\)/).required).toBe(false);
  });

  it('says on each tab whether the title is there, and which tabs have errors', async () => {
    await show({ 'place.ja': 'TOO_LONG', title: 'REQUIRED' });
    expect(screen.getByRole('tab', { name: /^English/ }).textContent).not.toMatch(/missing/i);
    expect(screen.getByRole('tab', { name: /^Français/ }).textContent).toMatch(/missing/i);
    fireEvent.click(screen.getByRole('button', { name: 'check' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^日本語/ }).textContent).toMatch(/error/i);
    tab(/^日本語/);
    expect(input(/^Place \(日本語\)/).getAttribute('aria-invalid')).toBe('true');
  });
});
