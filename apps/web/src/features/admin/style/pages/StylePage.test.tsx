import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#web/lib/i18n/react';
import { LANGUAGES } from '@atrium/shared/languages';
import { CONTRAST_PAIRS } from '#web/components/theme/contrast';
import { COLORS } from '#web/components/theme/tokens';
import { createTestI18n } from '#web/test/test-i18n';
import StylePage from './StylePage';
import { SPECIMENS } from '../lib/specimens';

async function renderPage() {
  const i18n = await createTestI18n('en');
  const view = render(
    <I18nProvider i18n={i18n}>
      <StylePage />
    </I18nProvider>,
  );
  return { i18n, view };
}

describe('the style page', () => {
  it('shows every colour token of both schemes with the contrast of each pair', async () => {
    const { i18n } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: i18n.t('admin:style.title') })).toBeTruthy();
    for (const scheme of ['light', 'dark'] as const) {
      const section = screen.getByRole('region', { name: i18n.t(`admin:style.${scheme}`) });
      for (const hex of new Set(Object.values(COLORS[scheme])))
        expect(within(section).getAllByText(hex).length).toBeGreaterThan(0);
      expect(within(section).getAllByText(/:1 · meets/)).toHaveLength(CONTRAST_PAIRS.length);
      expect(within(section).queryByText(/below/)).toBeNull();
    }
    expect(screen.getAllByText('Text on Background')).toHaveLength(2);
  });

  it('sets the type scale in all five languages, each marked with its language', async () => {
    const { view } = await renderPage();
    for (const lang of LANGUAGES) {
      const block = view.container.querySelector(`[lang="${lang}"]`);
      expect(block?.textContent).toContain(SPECIMENS[lang].heading);
      expect(block?.textContent).toContain('h1');
      expect(block?.textContent).toContain('h6');
    }
  });

  it('shows the buttons, a select whose menu opens, and the focus ring on every surface', async () => {
    const { i18n } = await renderPage();
    const focus = screen.getByRole('region', { name: i18n.t('admin:style.focusRing') });
    expect(within(focus).getAllByText(/\d\.\d\d:1$/)).toHaveLength(6);
    const action = i18n.t('admin:style.sampleAction');
    expect(screen.getAllByRole('button', { name: action }).length).toBeGreaterThanOrEqual(4);
    await userEvent.setup().click(screen.getByRole('combobox', { name: i18n.t('admin:style.sampleSelect') }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      i18n.t('admin:style.optionGarden'),
      i18n.t('admin:style.optionGallery'),
      i18n.t('admin:style.optionHall'),
    ]);
  });
});
