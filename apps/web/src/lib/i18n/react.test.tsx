import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider, Trans, useTranslation } from './react';
import { Translator } from './translator';

const strings = {
  en: { common: { hello: 'Hello', edit: 'Edit them under <go>Content → Events</go>, then publish.' } },
  ko: { common: { hello: '안녕하세요', edit: '<go>콘텐츠 → 행사</go>에서 편집합니다.' } },
};

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('hello')}</h1>;
}

describe('strings in components', () => {
  it('shows the new language once the switch is done', async () => {
    const i18n = new Translator({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: strings });
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Hello');
    await act(() => i18n.changeLanguage('ko'));
    expect(screen.getByRole('heading').textContent).toBe('안녕하세요');
  });

  it('shows a string the page’s strings lacked once its namespace has come', async () => {
    let deliver = (_strings: Record<string, string>) => {};
    const i18n = new Translator({
      lng: 'ko',
      ns: ['common'],
      defaultNS: 'common',
      // The boot data carried the strings the server's render read: not this one.
      resources: { ko: { common: { edit: '편집' } } },
      sparse: ['common'],
      backend: { read: () => new Promise((resolve) => (deliver = resolve)) },
    });
    const editRendered = vi.fn();
    function EditButton() {
      const { t } = useTranslation();
      editRendered();
      return <button type="button">{t('edit')}</button>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Greeting />
        <EditButton />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('hello');
    await act(async () => deliver({ hello: '안녕하세요', edit: '편집' }));
    expect(screen.getByRole('heading').textContent).toBe('안녕하세요');
    // A part whose strings were all there is left alone.
    expect(editRendered).toHaveBeenCalledTimes(1);
  });

  it('puts the element a string marks around its words, in each language’s order', () => {
    const i18n = new Translator({ lng: 'ko', ns: ['common'], defaultNS: 'common', resources: strings });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <p>
          <Trans i18nKey="edit" components={{ go: <a href="/admin/content/events" /> }} />
        </p>
      </I18nProvider>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      '<a href="/admin/content/events">콘텐츠 → 행사</a>에서 편집합니다.',
    );
  });
});
