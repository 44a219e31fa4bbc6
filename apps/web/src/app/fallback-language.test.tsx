import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import esEdu from '@atrium/shared/locales/es/edu.json';
import esHome from '@atrium/shared/locales/es/home.json';
import type { EpicDetail, ExhibitionDetail } from '@atrium/shared/api/edu';
import type { SpaceDetail } from '@atrium/shared/api/content';
import { renderApp } from '../test/render-app';
import { flatten } from '../test/test-i18n';
import { server } from '../test/msw';
import { otherApiCallsNotFound } from '../test/http';
import { exhibitionHandlers } from '../features/exhibitions/api/exhibitions.mocks';
import { spaceHandlers } from '../features/spaces/api/spaces.mocks';
import { eduHandlers } from '../features/edu/api/edu.mocks';

/**
 * A detail page whose text arrives in a fallback language (docs/spec/decisions.md §8): the whole article,
 * not only its title, says which language it is in, and the page's own words inside it (labels,
 * interface headings) keep the page's language, so a screen reader reads each in its own voice.
 */

beforeAll(
  () =>
    Promise.all([
      import('../features/exhibitions/pages/ExhibitionPage'),
      import('../features/spaces/pages/SpacePage'),
      import('../features/edu/pages/EpicEpisodePage'),
    ]),
  30_000,
);

const picture = (name: string) => ({ url: `/media/seed/${name}.jpg`, width: 1200, height: 800, alt: name });
const section = (heading: string) => ({ heading, html: `<p>${heading}: the English text.</p>`, image: null });

/** Everything in English: Spanish is not written yet. */
const EXHIBITION: ExhibitionDetail = {
  id: 1,
  slug: 'founders',
  title: 'The Founders',
  summary: 'Where it began.',
  place: 'Hall 1',
  startsOn: '2026-01-01',
  endsOn: null,
  status: 'inProgress',
  cover: null,
  artworkCount: 0,
  lang: 'en',
  description: '<p>An exhibition about the founders.</p>',
  hours: 'Tue–Sun 10:00–17:00',
  locationGuide: [section('Finding the hall')],
  exhibitionGuide: [section('The route')],
  gallery: [picture('hall')],
  artworks: [],
};
const SPACE: SpaceDetail = {
  id: 1,
  slug: 'main-hall',
  name: 'Main Hall',
  summary: 'The largest room.',
  floor: 'Ground floor',
  cover: null,
  lang: 'en',
  sections: [section('Its history')],
  gallery: [picture('main-hall')],
};
const EPISODE: EpicDetail = {
  id: 1,
  sequence: 1,
  title: 'Seeds of Faith',
  summary: 'How it started.',
  period: '1935–1954',
  cover: null,
  hasVideo: false,
  quizQuestionCount: 0,
  lang: 'en',
  sections: [section('The first years')],
  video: null,
  gallery: [picture('mountains')],
  prev: null,
  next: null,
};

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn();
  server.use(
    exhibitionHandlers.exhibition(EXHIBITION),
    spaceHandlers.space(SPACE),
    eduHandlers.epic(EPISODE),
    otherApiCallsNotFound(),
  );
});

/** A Spanish page, with the strings of the pages under test (the test i18n has the common ones). */
async function renderSpanish(path: string) {
  const view = await renderApp(path, { lang: 'es' });
  view.i18n.addResourceBundle('es', 'edu', flatten(esEdu));
  view.i18n.addResourceBundle('es', 'home', flatten(esHome));
  return view;
}

/** The language an element is read in: its own `lang` or its nearest ancestor's. */
const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');

async function articleOf(title: string) {
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  const article = heading.closest('article');
  expect(article?.getAttribute('lang')).toBe('en');
  return article as HTMLElement;
}

describe('a detail page served in a fallback language', () => {
  it('marks the whole exhibition English, its labels and interface headings Spanish', async () => {
    await renderSpanish('/es/exhibitions/founders');
    const article = await articleOf('The Founders');
    // The texts of the exhibition, all inside the English article and not re-marked.
    for (const text of ['An exhibition about the founders.', 'Hall 1', 'Tue–Sun 10:00–17:00', 'The route']) {
      const element = screen.getByText(text);
      expect(article.contains(element), text).toBe(true);
      expect(languageOf(element), text).toBe('en');
    }
    // The page's own words inside it.
    for (const label of ['Ubicación', 'Exposición permanente']) {
      expect(languageOf(screen.getByText(label)), label).toBe('es');
    }
    for (const heading of ['Guía de la exposición', 'Vistas de la exposición']) {
      expect(languageOf(screen.getByRole('heading', { level: 2, name: heading })), heading).toBe('es');
    }
    expect(languageOf(screen.getByRole('navigation', { name: 'En esta página' }))).toBe('es');
    expect(screen.getByRole('note').textContent).toMatch(/inglés/);
  }, 20_000);

  it('marks the whole space English, its gallery heading Spanish', async () => {
    await renderSpanish('/es/spaces/main-hall');
    const article = await articleOf('Main Hall');
    for (const text of ['Ground floor', 'The largest room.', 'Its history', 'Its history: the English text.']) {
      expect(article.contains(screen.getByText(text)), text).toBe(true);
      expect(languageOf(screen.getByText(text)), text).toBe('en');
    }
    expect(languageOf(screen.getByRole('heading', { name: 'Galería' }))).toBe('es');
  }, 20_000);

  it('marks the whole epic episode English, its part label and gallery Spanish', async () => {
    await renderSpanish('/es/edu/epic/1');
    const article = await articleOf('Seeds of Faith');
    for (const text of ['How it started.', 'The first years', 'The first years: the English text.']) {
      expect(article.contains(screen.getByText(text)), text).toBe(true);
      expect(languageOf(screen.getByText(text)), text).toBe('en');
    }
    expect(languageOf(screen.getByText('Parte 1'))).toBe('es');
    expect(languageOf(screen.getByRole('list', { name: 'Imágenes de este episodio' }))).toBe('es');
  }, 20_000);

  it('adds no lang inside an article served in the page language', async () => {
    server.use(spaceHandlers.space({ ...SPACE, lang: 'es' }));
    const view = await renderSpanish('/es/spaces/main-hall');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Main Hall' }, { timeout: 10_000 });
    expect(heading.closest('article')?.hasAttribute('lang')).toBe(false);
    expect(view.container.querySelector('main [lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  }, 20_000);
});
