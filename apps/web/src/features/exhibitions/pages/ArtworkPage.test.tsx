import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArtworkDetail } from '@atrium/shared/api/edu';
import enEdu from '@atrium/shared/locales/en/edu.json';
import jaEdu from '@atrium/shared/locales/ja/edu.json';
import type { Language } from '@atrium/shared/languages';
import { renderApp } from '#web/test/render-app';
import { flatten } from '#web/test/test-i18n';
import { server } from '#web/test/msw';
import { otherApiCallsNotFound } from '#web/test/http';
import { exhibitionHandlers } from '../api/exhibitions.mocks';

beforeAll(() => import('./ArtworkPage'), 30_000);

const picture = (name: string, alt: string, caption: string) => ({
  url: `/media/seed/${name}.jpg`,
  width: 1000,
  height: 1400,
  alt,
  caption,
});

const LAMP: ArtworkDetail = {
  id: 1,
  title: 'The Lamp of the First Gathering',
  maker: 'Unknown maker, Korea',
  keyword: 'Beginnings',
  createdAt: 'Early 1950s',
  material: 'Brass, glass',
  scaleAndWeight: 'Height 32 cm, diameter 14 cm, 1.2 kg',
  creditLine: 'Gift of Choi Bok-soon, 2006',
  objectNumber: 'ATM.2006.1',
  rights: 'Public domain, photographs © Atrium Memorial Foundation',
  symbol: 'The light of faith',
  content: 'This brass lamp lit the rented room.',
  thumbnail: null,
  exhibition: null,
  relatedVideo: null,
  images: [
    picture('lamp', 'A brass lamp casting its light upward in the dark', 'The lamp lit once more, 2006'),
    picture('lamp-detail', 'The lamp from the side, with its worn handle', ''),
  ],
  prev: null,
  next: null,
  lang: 'en',
};

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  server.use(exhibitionHandlers.artwork(LAMP), otherApiCallsNotFound());
});

async function renderArtwork(lang: Language) {
  const view = await renderApp(`/${lang}/artworks/1`, { lang });
  view.i18n.addResourceBundle(lang, 'edu', flatten(lang === 'ja' ? jaEdu : enEdu));
  await screen.findByRole('heading', { level: 1, name: LAMP.title }, { timeout: 10_000 });
  return view;
}

/** The value a term of the page's description lists gives (its dt's dd). */
function termValue(term: string) {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('the artwork page', () => {
  it('shows the wall label: maker, title, date, medium, dimensions, credit line, object number and rights', async () => {
    await renderArtwork('en');
    expect(termValue('Maker')).toBe('Unknown maker, Korea');
    expect(termValue('Title')).toBe(LAMP.title);
    expect(termValue('Date')).toBe('Early 1950s');
    expect(termValue('Medium')).toBe('Brass, glass');
    expect(termValue('Dimensions')).toBe('Height 32 cm, diameter 14 cm, 1.2 kg');
    expect(termValue('Credit line')).toBe('Gift of Choi Bok-soon, 2006');
    expect(termValue('Object number')).toBe('ATM.2006.1');
    expect(termValue('Rights')).toBe(LAMP.rights);
    // A label prints values, not "Maker:"; only the object number says what it is.
    const label = screen.getByText('Maker').closest('dl')!.parentElement!;
    expect(within(label).getAllByRole('term')).toHaveLength(8);
    const printed = within(label)
      .getAllByRole('term')
      .filter((dt) => !dt.classList.contains('visually-hidden'));
    expect(printed.map((dt) => dt.textContent)).toEqual(['Object number']);
    // What the venue adds beyond the label stays a list of terms.
    expect(termValue('Keyword')).toBe('Beginnings');
  });

  it('prints a picture’s caption under it, never its alt text, and no caption where it has none', async () => {
    await renderArtwork('en');
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('The lamp lit once more, 2006').tagName).toBe('FIGCAPTION');
    expect(within(figure).queryByText(LAMP.images[0]!.alt)).toBeNull();
    // The alt text names the picture's button, for those who cannot see it.
    expect(
      within(figure)
        .getByRole('button', { name: `Enlarge: ${LAMP.images[0]!.alt}` })
        .querySelector('img')?.alt,
    ).toBe(LAMP.images[0]!.alt);

    await userEvent.setup().click(screen.getByRole('button', { name: LAMP.images[1]!.alt }));
    expect(within(figure).getByRole('button', { name: `Enlarge: ${LAMP.images[1]!.alt}` })).toBeTruthy();
    expect(figure.querySelector('figcaption')).toBeNull();
    expect(within(figure).queryByText(LAMP.images[1]!.alt)).toBeNull();
  });

  it('reads the label’s terms in the page’s language when the artwork is served in another', async () => {
    await renderArtwork('ja');
    expect(termValue('作者')).toBe('Unknown maker, Korea');
    expect(termValue('収蔵品番号')).toBe('ATM.2006.1');
    const languageOf = (text: string) => screen.getByText(text).closest('[lang]')?.getAttribute('lang');
    expect(languageOf('作者')).toBe('ja');
    expect(languageOf('収蔵品番号')).toBe('ja');
    expect(languageOf('Unknown maker, Korea')).toBe('en');
  });
});
