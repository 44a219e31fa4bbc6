import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import enHome from '@atrium/shared/locales/en/home.json';
import { I18nProvider } from '#web/lib/i18n/react';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { StoreButtons } from './StoreButtons';

async function renderButtons(iosUrl: string, androidUrl: string) {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'home', flatten(enHome));
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/en/app']}>
        <Routes>
          <Route path="/:lang/app" element={<StoreButtons iosUrl={iosUrl} androidUrl={androidUrl} />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('the app page’s store buttons', () => {
  it('show the links the rule takes (a site path under the language) and leave out the others', async () => {
    await renderButtons('https:evil.example', 'download');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Get it on Google Play', '/en/download', null],
    ]);
  });
});
