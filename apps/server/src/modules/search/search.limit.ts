import type { Limit, RateLimits } from '#server/lib/rate-limits';

/** Searches an address may run per minute: a person never comes near; a scraper is slowed down. */
const SEARCHES_PER_MINUTE = 60;

/**
 * The one budget of searches per client address, which GET /api/search and the search page's
 * views (search.prefetch.ts) both take from: past it either answers 429.
 */
export const defineSearchLimit = (limiter: RateLimits): Limit =>
  limiter.define('search', { points: SEARCHES_PER_MINUTE, seconds: 60 });
