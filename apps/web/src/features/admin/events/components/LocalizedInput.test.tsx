import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@atrium/shared/languages';
import { createTestI18n } from '#web/test/testI18n';
import type { FieldErrors } from './formErrors';
import { LocalizedFields } from './LocalizedInput';

afterEach(cleanup);

async function show(lang: Language, fields: FieldErrors) {
  const i18n = await createTestI18n('en');
  const noop = () => undefined;
  render(
    <I18nextProvider i18n={i18n}>
      <LocalizedFields
        lang={lang}
        fields={fields}
        inputs={[
          { name: 'title', label: 'Title', value: { ko: '제목', en: 'Title' }, onChange: noop, required: true },
          { name: 'place', label: 'Place', value: { ja: '' }, onChange: noop },
        ]}
      />
    </I18nextProvider>,
  );
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('per-language fields', () => {
  it('shows the tab language’s value, and asks for the title in Korean and English only', async () => {
    await show('en', {});
    expect(input(/^Title \(English\)/).value).toBe('Title');
    expect(input(/^Title \(English\)/).required).toBe(true);
    expect(input(/^Place \(English\)/).required).toBe(false);
    cleanup();
    await show('ja', {});
    expect(input(/^Title \(日本語\)/).required).toBe(false);
  });

  it('shows each language’s own error, and the title’s whole error on every tab', async () => {
    await show('ko', { 'place.ko': 'TOO_LONG', title: 'REQUIRED' });
    expect(screen.getByText('This is too long.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    cleanup();
    await show('en', { 'place.ko': 'TOO_LONG' });
    expect(screen.queryByText('This is too long.')).toBeNull();
  });
});
