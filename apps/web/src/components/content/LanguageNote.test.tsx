import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import esHome from '@atrium/shared/locales/es/home.json';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { LanguageNote } from './LanguageNote';
import { servedLanguages } from './served-language';

describe('language note', () => {
  it('names every language a page’s texts were served in, and says nothing when all are the page’s', async () => {
    const i18n = await createTestI18n('es');
    i18n.addResourceBundle('es', 'home', flatten(esHome));
    const item = { lang: 'en' as const, langs: { title: 'en' as const, summary: 'ko' as const } };
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <LanguageNote served={servedLanguages(item)} page="es" />
      </I18nProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Se muestra en inglés y coreano hasta que el texto en español esté listo',
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <LanguageNote served={servedLanguages({ lang: 'es', langs: { title: 'es', summary: 'es' } })} page="es" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
