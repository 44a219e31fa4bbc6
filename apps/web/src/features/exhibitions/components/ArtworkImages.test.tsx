import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#web/lib/i18n/react';
import enEdu from '@atrium/shared/locales/en/edu.json';
import { createTestI18n, flatten } from '#web/test/test-i18n';
import { ArtworkImages } from './ArtworkImages';

const images = [
  { url: '/media/a.jpg', width: 1600, height: 1200, alt: 'The bronze bell, front', caption: 'Front' },
  { url: '/media/b.jpg', width: 1600, height: 1200, alt: 'The bronze bell, detail of the inscription', caption: '' },
];

async function renderImages() {
  const i18n = await createTestI18n('en');
  i18n.addResourceBundle('en', 'edu', flatten(enEdu));
  return render(
    <I18nProvider i18n={i18n}>
      <ArtworkImages title="Bronze Bell" images={images} />
    </I18nProvider>,
  );
}

describe('ArtworkImages', () => {
  it('opens the chosen picture in a zoom dialog driven by keys, and closes back to the page', async () => {
    await renderImages();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'The bronze bell, detail of the inscription' }));
    const opener = screen.getByRole('button', { name: 'Enlarge: The bronze bell, detail of the inscription' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: /Bronze Bell/ });
    expect(dialog.textContent).toContain('2 / 2');
    const viewer = screen.getByRole('group', { name: 'The bronze bell, detail of the inscription' });
    await waitFor(() => expect(document.activeElement).toBe(viewer));
    expect(screen.getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);

    await user.keyboard('+');
    expect(screen.getByText('150%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('225%')).toBeTruthy();
    await user.keyboard('0');
    expect(screen.getByText('100%')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    // Role queries over a whole dialog are slow in jsdom on a busy machine.
  }, 30_000);
});
