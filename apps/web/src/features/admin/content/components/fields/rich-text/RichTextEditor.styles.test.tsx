import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MuiScope } from '#web/components/theme/MuiScope';
import { I18nProvider } from '#web/lib/i18n/react';
import { createQueryClient } from '#web/lib/query-client';
import { createTestI18n } from '#web/test/test-i18n';
import { productionStyles, watchStyleElements } from '#web/test/style-elements';
import { RichTextEditor } from './RichTextEditor';

/** The CSP refuses a <style> element with text (test/style-elements.ts); the theme's case is in components/theme. */
describe('style elements the article editor adds', () => {
  let styles: ReturnType<typeof watchStyleElements>;
  beforeEach(() => {
    styles = watchStyleElements();
  });
  afterEach(() => {
    styles.stop();
  });

  it('has none with text', async () => {
    render(
      <CacheProvider value={productionStyles()}>
        <I18nProvider i18n={await createTestI18n()}>
          <MuiScope>
            <QueryClientProvider client={createQueryClient()}>
              <RichTextEditor value="<p>Hello</p>" onChange={() => {}} label="Body" lang="en" />
            </QueryClientProvider>
          </MuiScope>
        </I18nProvider>
      </CacheProvider>,
    );
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(styles.refused()).toEqual([]);
  });
});
