import type { PageId } from '@atrium/shared/routes';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

/**
 * The page component of every route, each its own lazily loaded chunk. The Record type makes a
 * page added to the shared route table fail to compile until it has a module here.
 */
export const PAGE_COMPONENTS: Record<PageId, LazyPage> = {
  home: lazyPage(() => import('../features/home/pages/HomePage')),
  visit: lazyPage(() => import('../features/visit/pages/VisitPage')),
  aboutHistory: lazyPage(() => import('../features/venue/pages/HistoryPage')),
  about: lazyPage(() => import('../features/venue/pages/AboutPage')),
  aboutSunghwa: lazyPage(() => import('../features/venue/pages/AboutSunghwaPage')),
  ceremony: lazyPage(() => import('../features/venue/pages/CeremonyPage')),
  spaces: lazyPage(() => import('../features/spaces/pages/SpacesPage')),
  space: lazyPage(() => import('../features/spaces/pages/SpacePage')),
  news: lazyPage(() => import('../features/news/pages/NewsListPage')),
  newsItem: lazyPage(() => import('../features/news/pages/NewsItemPage')),
  newsArticle: lazyPage(() => import('../features/news/pages/NewsArticlePage')),
  edu: lazyPage(() => import('../features/edu/pages/EduPage')),
  webtoons: lazyPage(() => import('../features/edu/pages/WebtoonListPage')),
  webtoon: lazyPage(() => import('../features/edu/pages/WebtoonPage')),
  eduEpics: lazyPage(() => import('../features/edu/pages/EpicListPage')),
  eduEpic: lazyPage(() => import('../features/edu/pages/EpicEpisodePage')),
  sunghwa: lazyPage(() => import('../features/sunghwa/pages/SunghwaPage')),
  sunghwaMobile: lazyPage(() => import('../features/sunghwa/pages/SunghwaMobilePage')),
  epicTests: lazyPage(() => import('../features/quiz/pages/EpicTestListPage')),
  epicTest: lazyPage(() => import('../features/quiz/pages/EpicTestPage')),
  exhibitions: lazyPage(() => import('../features/exhibitions/pages/ExhibitionsPage')),
  exhibition: lazyPage(() => import('../features/exhibitions/pages/ExhibitionPage')),
  artworks: lazyPage(() => import('../features/exhibitions/pages/ArtworkListPage')),
  artwork: lazyPage(() => import('../features/exhibitions/pages/ArtworkPage')),
  programSession: lazyPage(() => import('../features/events/pages/ProgramSessionPage')),
  program: lazyPage(() => import('../features/events/pages/ProgramPage')),
  event: lazyPage(() => import('../features/events/pages/EventListPage')),
  eventDetail: lazyPage(() => import('../features/events/pages/EventPage')),
  app: lazyPage(() => import('../features/venue/pages/AppPage')),
  brochure: lazyPage(() => import('../features/venue/pages/BrochurePage')),
  signin: lazyPage(() => import('../features/auth/pages/SignInPage')),
  signup: lazyPage(() => import('../features/auth/pages/SignUpPage')),
  resetPassword: lazyPage(() => import('../features/auth/pages/ResetPasswordPage')),
  searchId: lazyPage(() => import('../features/auth/pages/SearchIdPage')),
  unlock: lazyPage(() => import('../features/auth/pages/UnlockPage')),
  termsService: lazyPage(() => import('../features/venue/pages/TermsServicePage')),
  termsPrivacy: lazyPage(() => import('../features/venue/pages/TermsPrivacyPage')),
  my: lazyPage(() => import('../features/account/pages/MyPage')),
  myPassword: lazyPage(() => import('../features/account/pages/MyPasswordPage')),
  search: lazyPage(() => import('../features/search/pages/SearchPage')),
};
