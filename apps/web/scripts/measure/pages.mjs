// One page of every public page type, found in the demo content through the public API (as
// e2e/layout-shift.e2e.ts does), so the measurements follow the seeded data.

async function api(base, apiPath) {
  const response = await fetch(`${base}/api${apiPath}`, { headers: { 'accept-language': 'ko' } });
  if (!response.ok) throw new Error(`GET /api${apiPath} answered ${response.status}`);
  return response.json();
}

/** The demo's first item of each kind, for the detail pages. */
export async function loadDemo(base) {
  const [spaces, exhibitions, artworks, news, events, programs, webtoons, epics] = await Promise.all([
    api(base, '/spaces'),
    api(base, '/exhibitions'),
    api(base, '/artworks'),
    api(base, '/news'),
    api(base, '/events'),
    api(base, '/programs'),
    api(base, '/edu/webtoons'),
    api(base, '/edu/epic'),
  ]);
  const newsItem = news.items[0];
  const event = events.inProgress[0] ?? events.upcoming[0] ?? events.past[0];
  const program = programs.categories.flatMap((category) => category.programs)[0];
  const [space, exhibition, artwork, webtoon, epic] = [
    spaces[0],
    exhibitions.items[0],
    artworks.items[0],
    webtoons.items[0],
    epics.items[0],
  ];
  if (!space || !exhibition || !artwork || !newsItem || !event || !program || !webtoon || !epic) {
    throw new Error('The demo content is missing: is SEED_DEMO off?');
  }
  const article = (await api(base, `/news/${newsItem.id}`)).articles[0];
  if (!article) throw new Error('The first news item has no article.');
  const session = (await api(base, `/programs/${program.categoryId}/${program.id}`)).sessions[0];
  if (!session) throw new Error('The first program has no session.');
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

/** Public page types by their route id (packages/shared/src/routes.ts): the path after /<lang>/. */
const PATHS = {
  home: () => '',
  visit: () => 'visit',
  aboutHistory: () => 'about/history',
  about: () => 'about',
  ceremony: () => 'ceremony',
  spaces: () => 'spaces',
  space: (demo) => `spaces/${demo.space}`,
  exhibitions: () => 'exhibitions',
  exhibition: (demo) => `exhibitions/${demo.exhibition}`,
  artworks: () => 'artworks',
  artwork: (demo) => `artworks/${demo.artwork}`,
  news: () => 'news',
  newsItem: (demo) => `news/${demo.news}`,
  newsArticle: (demo) => `news/${demo.news}/${demo.article}`,
  event: () => 'event',
  eventDetail: (demo) => `event/${demo.event}`,
  program: ({ program }) => `program/${program.categoryId}/${program.programId}`,
  programSession: ({ program }) => `program/${program.categoryId}/${program.programId}/${program.sessionId}`,
  edu: () => 'edu',
  webtoons: () => 'edu/webtoon',
  webtoon: (demo) => `edu/webtoon/${demo.webtoon}`,
  eduEpics: () => 'edu/epic',
  eduEpic: (demo) => `edu/epic/${demo.epic}`,
  search: () => `search?q=${encodeURIComponent('기념관')}`,
  signin: () => 'signin',
  signup: () => 'signup',
};

/** What `npm run size` measures: every public type in Korean, and the home and news list in Japanese and English. */
export const SIZE_PAGES = [
  ...Object.keys(PATHS).map((type) => ({ type, lang: 'ko' })),
  ...['ja', 'en'].flatMap((lang) => ['home', 'news'].map((type) => ({ type, lang }))),
];

/** What `npm run bench:web` runs Lighthouse on (each Lighthouse run takes seconds: one page per type). */
export const BENCH_PAGES = [
  ...[
    'home',
    'aboutHistory',
    'spaces',
    'space',
    'exhibitions',
    'exhibition',
    'artwork',
    'news',
    'newsArticle',
    'event',
    'program',
    'webtoons',
    'webtoon',
    'eduEpic',
    'signin',
  ].map((type) => ({ type, lang: 'ko' })),
  ...['ja', 'en'].flatMap((lang) => ['home', 'news', 'exhibition'].map((type) => ({ type, lang }))),
];

/** The pages with their paths: [{ type, lang, path }]. */
export function withPaths(pages, demo) {
  return pages.map(({ type, lang }) => {
    const rest = PATHS[type](demo);
    return { type, lang, path: rest ? `/${lang}/${rest}` : `/${lang}` };
  });
}
