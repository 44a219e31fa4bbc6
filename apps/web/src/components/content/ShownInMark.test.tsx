import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { I18nProvider } from '#web/lib/i18n/react';
import esHome from '@atrium/shared/locales/es/home.json';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { ShownInMark } from './ShownInMark';

describe('"shown in" mark of a list item', () => {
  it('names each other language once, in the page’s language, and is absent when all are the page’s', async () => {
    const i18n = await createTestI18n('es');
    i18n.addResourceBundle('es', 'home', flatten(esHome));
    const { container, rerender } = render(
      <I18nProvider i18n={i18n}>
        <ShownInMark id="mark" served={['en', 'es', 'ko', 'en']} page="es" />
      </I18nProvider>,
    );
    expect(container.querySelector('#mark')?.textContent).toBe('Se muestra en inglés y coreano');
    rerender(
      <I18nProvider i18n={i18n}>
        <ShownInMark id="mark" served="es" page="es" />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
