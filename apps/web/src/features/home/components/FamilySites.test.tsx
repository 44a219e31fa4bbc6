import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '#web/lib/router';
import type { FamilySite } from '@atrium/shared/api/content';
import enHome from '@atrium/shared/locales/en/home.json';
import { I18nProvider } from '#web/lib/i18n/react';
import { ReadCache, ReadCacheProvider } from '#web/lib/reads';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { homeKeys } from '../api/keys';
import { FamilySites } from './FamilySites';

const site = (name: string, href: string): FamilySite => ({
  name,
  href,
  abbr: name.slice(0, 3),
  category: 'family',
  maxHeight: null,
  logo: null,
  lang: 'en',
});

describe('family sites', () => {
  it('links each site staff listed, and leaves out one whose address the link rule refuses', async () => {
    const i18n = await createTestI18n('en');
    i18n.addResourceBundle('en', 'home', flatten(enHome));
    const client = new ReadCache();
    client.setQueryData(homeKeys.familySites('en'), [
      site('Foundation', 'https://foundation.example.org'),
      site('Odd', 'HTTPS:/evil.example'),
      site('Climbing', 'a/../..//evil.example'),
    ]);
    render(
      <I18nProvider i18n={i18n}>
        <ReadCacheProvider cache={client}>
          <MemoryRouter initialEntries={['/en/']}>
            <Routes>
              <Route path="/:lang/" element={<FamilySites />} />
            </Routes>
          </MemoryRouter>
        </ReadCacheProvider>
      </I18nProvider>,
    );
    const link = await screen.findByRole('link', { name: /^Foundation/ });
    expect(link.getAttribute('href')).toBe('https://foundation.example.org');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Odd')).toBeNull();
  });
});
