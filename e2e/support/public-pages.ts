import type { SpaceSummary } from '@atrium/shared/api/content';
import type { EventList } from '@atrium/shared/api/events';
import type { NewsDetail, NewsSummary } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import type { PageId } from '@atrium/shared/routes';
import { baseURL } from './browser';

/** The pages the browser tests visit one of each of (layout-shift.e2e.ts, site-frame.e2e.ts), with the demo's items. */

async function api<T>(apiPath: string, lang: Language): Promise<T> {
  const response = await fetch(`${baseURL()}/api${apiPath}`, { headers: { 'accept-language': lang } });
  if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The seeded demo's first items, for the detail pages. */
export interface Demo {
  space: string;
  exhibition: string;
  artwork: number;
  news: number;
  article: number;
  event: number;
  program: { categoryId: number; programId: number; sessionId: number };
  webtoon: number;
  epic: number;
}

interface ProgramList {
  categories: Array<{ programs: Array<{ id: number; categoryId: number }> }>;
}

export async function loadDemo(): Promise<Demo> {
  const [spaces, exhibitions, artworks, news, events, programs, webtoons, epics] = await Promise.all([
    api<SpaceSummary[]>('/spaces', 'ko'),
    api<{ items: Array<{ slug: string }> }>('/exhibitions', 'ko'),
    api<{ items: Array<{ id: number }> }>('/artworks', 'ko'),
    api<{ items: NewsSummary[] }>('/news', 'ko'),
    api<EventList>('/events', 'ko'),
    api<ProgramList>('/programs', 'ko'),
    api<{ items: Array<{ id: number }> }>('/edu/webtoons', 'ko'),
    api<{ items: Array<{ id: number }> }>('/edu/epic', 'ko'),
  ]);
  const event = events.inProgress[0] ?? events.upcoming[0] ?? events.past[0];
  const program = programs.categories.flatMap((category) => category.programs)[0];
  const [space, exhibition, artwork, webtoon, epic] = [
    spaces[0],
    exhibitions.items[0],
    artworks.items[0],
    webtoons.items[0],
    epics.items[0],
  ];
  if (!space || !exhibition || !artwork || !event || !program || !webtoon || !epic) {
    throw new Error('the demo content is missing');
  }
  // The newest item with an article: another file may have put one of its own first meanwhile,
  // its article hidden (news.e2e.ts).
  let newsItem: NewsSummary | undefined;
  let article: NewsDetail['articles'][number] | undefined;
  for (const item of news.items) {
    article = (await api<NewsDetail>(`/news/${item.id}`, 'ko')).articles[0];
    if (article) {
      newsItem = item;
      break;
    }
  }
  if (!newsItem || !article) throw new Error('no news item on the first page has an article');
  const session = (
    await api<{ sessions: Array<{ id: number }> }>(`/programs/${program.categoryId}/${program.id}`, 'ko')
  ).sessions[0];
  if (!session) throw new Error('the first program has no session');
  return {
    space: space.slug,
    exhibition: exhibition.slug,
    artwork: artwork.id,
    news: newsItem.id,
    article: article.id,
    event: event.id,
    program: { categoryId: program.categoryId, programId: program.id, sessionId: session.id },
    webtoon: webtoon.id,
    epic: epic.id,
  };
}

/**
 * One page of each type a visitor reaches without signing in (public pages, and those a guest
 * signs in or up on): layout-shift.e2e.ts checks that it is every such page of the route table.
 */
export const PUBLIC_PAGES: ReadonlyArray<{ id: PageId; path: (demo: Demo) => string }> = [
  { id: 'home', path: () => '/ko' },
  { id: 'visit', path: () => '/ko/visit' },
  { id: 'aboutHistory', path: () => '/ko/about/history' },
  { id: 'about', path: () => '/ko/about' },
  { id: 'aboutSunghwa', path: () => '/ko/about/sunghwa' },
  { id: 'ceremony', path: () => '/ko/ceremony' },
  { id: 'spaces', path: () => '/ko/spaces' },
  { id: 'space', path: (demo) => `/ko/spaces/${demo.space}` },
  { id: 'exhibitions', path: () => '/ko/exhibitions' },
  { id: 'exhibition', path: (demo) => `/ko/exhibitions/${demo.exhibition}` },
  { id: 'artworks', path: () => '/ko/artworks' },
  { id: 'artwork', path: (demo) => `/ko/artworks/${demo.artwork}` },
  { id: 'news', path: () => '/ko/news' },
  { id: 'newsItem', path: (demo) => `/ko/news/${demo.news}` },
  { id: 'newsArticle', path: (demo) => `/ko/news/${demo.news}/${demo.article}` },
  { id: 'event', path: () => '/ko/event' },
  { id: 'eventDetail', path: (demo) => `/ko/event/${demo.event}` },
  { id: 'program', path: ({ program }) => `/ko/program/${program.categoryId}/${program.programId}` },
  {
    id: 'programSession',
    path: ({ program }) => `/ko/program/${program.categoryId}/${program.programId}/${program.sessionId}`,
  },
  { id: 'edu', path: () => '/ko/edu' },
  { id: 'webtoons', path: () => '/ko/edu/webtoon' },
  { id: 'webtoon', path: (demo) => `/ko/edu/webtoon/${demo.webtoon}` },
  { id: 'eduEpics', path: () => '/ko/edu/epic' },
  { id: 'eduEpic', path: (demo) => `/ko/edu/epic/${demo.epic}` },
  { id: 'app', path: () => '/ko/app' },
  { id: 'brochure', path: () => '/ko/brochure' },
  { id: 'termsService', path: () => '/ko/terms/service' },
  { id: 'termsPrivacy', path: () => '/ko/terms/privacy' },
  { id: 'search', path: () => `/ko/search?q=${encodeURIComponent('기념관')}` },
  { id: 'signin', path: () => '/ko/signin' },
  { id: 'signup', path: () => '/ko/signup' },
  { id: 'resetPassword', path: () => '/ko/reset-password' },
  { id: 'searchId', path: () => '/ko/searchId' },
  { id: 'unlock', path: () => '/ko/unlock' },
];
