/** Every table, for Drizzle's typed client and for drizzle-kit's migrations. */
export { appMeta } from './meta.table';
export { users } from '../modules/users/users.table';
export { uiStrings, uiStringVersions, uiStringChanges } from '../modules/i18n/i18n.table';
export { pageViews } from '../modules/analytics/analytics.table';
export { sessions, refreshTokens, emailCodes, verificationTokens } from '../modules/auth/auth.table';
export { auditLog } from '../modules/audit/audit.table';
export { media } from '../modules/uploads/uploads.table';
export { siteSettings } from './settings.table';
export { mainSlides, subSlides, eduSlides, familySites } from '../modules/home/home.table';
export { spaces, hotspots } from '../modules/spaces/spaces.table';
export { venuePages } from '../modules/pages/pages.table';
export { newsItems, newsArticles } from '../modules/news/news.table';
export { events, eventCheckIns, eventGifts, giftReceipts } from '../modules/events/events.table';
export { programCategories, programs, programSessions } from '../modules/programs/programs.table';
export { exhibitions, artworks } from '../modules/exhibitions/exhibitions.table';
export { webtoonEpisodes, webtoonPositions } from '../modules/webtoons/webtoons.table';
export { epicEpisodes, quizScores } from '../modules/epic/epic.table';
export { sunghwaChapters } from '../modules/sunghwa/sunghwa.table';
