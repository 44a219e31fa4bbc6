import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/testI18n';
import { LanguageTabs } from './LanguageTabs';
import { emptyArticle, emptyDraft, type NewsDraft } from './newsDraft';

afterEach(cleanup);

const draft: NewsDraft = {
  ...emptyDraft(),
  title: { ko: '제목', en: 'Title' },
  summary: { ko: '요약' },
  articles: [{ ...emptyArticle(), title: { ko: '기사' }, body: { ko: '<p>본문</p>' } }],
};

describe('language tabs', () => {
  it('say which languages are written, partly written or not', async () => {
    const i18n = await createTestI18n('en');
    let chosen = '';
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageTabs draft={draft} value="ko" onChange={(lang) => (chosen = lang)} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('tab', { name: 'KOR, all written' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'ENG, partly written' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'JPN, not written' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'ENG, partly written' }));
    expect(chosen).toBe('en');
  });
});
