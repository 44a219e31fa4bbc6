/** Business constants and limits (docs/spec/product-spec.md §9, docs/spec/decisions.md §5, §5b, §6). One place, imported everywhere. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const VERIFICATION_CODE_LENGTH = 6;

export const EMAIL_CODE_COOLDOWN_SECONDS = 30;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_CODE_MAX_TRIES = 5;
export const VERIFICATION_TOKEN_TTL_SECONDS = 30 * 60;

export const MAX_FAILED_LOGINS = 10;
/**
 * Wrong second-factor codes (TOTP or recovery codes, on any route that takes one) an account
 * may collect, counted like wrong passwords: the 11th locks the account. A right code resets it.
 */
export const MAX_FAILED_MFA_CODES = 10;
export const ADDRESS_FAILED_LOGINS_PER_HOUR = 30;
export const LOGIN_BLOCK_SECONDS = 24 * 60 * 60;
export const AUTH_REQUESTS_PER_MINUTE = 60;
export const REQUEST_RESTRICTION_SECONDS = 30 * 60;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const PASSWORD_MAX_AGE_DAYS = 90;
export const PASSWORD_NOTICE_SNOOZE_DAYS = 7;

export const CHECK_IN_DAYS = 28;
export const DEFAULT_PAGE = 1;
export const DEFAULT_ATTENDANCE_MIN = 1;
export const PAGE_SIZE = 20;
/** The most events the staff's event pickers list (GET /api/admin/events/choices), newest first. */
export const EVENT_CHOICES_MAX = 500;

/** Statistics, spaces and slides reads: cached 30 minutes, one retry, no refetch on focus. */
export const STATIC_QUERY_STALE_MS = 1_800_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Layout. */
export const DRAWER_WIDTH_OPEN = 440;
export const DRAWER_WIDTH_COLLAPSED = 97;
export const SCROLL_THROTTLE_MS = 200;
export const HOTSPOT_POPUP_SIZE = 105;

/** Home carousels. */
export const MAIN_CAROUSEL = { loop: true, speedMs: 1000, autoplayMs: 5000 } as const;
/** The home page's "Today at the memorial" block: at most this many items in each of its columns. */
export const TODAY_BLOCK_ITEMS = 3;
export const EDU_CAROUSEL_SLIDES_PER_VIEW = [
  { minWidth: 0, slides: 1 },
  { minWidth: 770, slides: 1.5 },
  { minWidth: 1000, slides: 2 },
  { minWidth: 1600, slides: 2.5 },
] as const;
/** Spec: education cards are 420×320 on wide screens (from 1000 px, where two or more show). */
export const EDU_CARD = { width: 420, height: 320, wideFrom: 1000, gap: 24 } as const;

/** Uploads (docs/spec/decisions.md §5b). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * JSON request bodies, checked on the raw text before it is parsed or walked: no form nests
 * deeper than about 8 levels or holds more than a few thousand values, and an attacker's
 * `[[[[…]]]]` or million-item array must cost a linear scan, nothing more. The staff's API takes
 * 1 MB (long articles); every other route 64 KB.
 */
export const JSON_BODY = { maxDepth: 32, maxValues: 50_000, staffBytes: 1024 * 1024, publicBytes: 64 * 1024 } as const;

/**
 * Translation spreadsheet import: checked on the file and its zip directory before any cell is
 * read. An export of every string is about 50 KB, 0.5 MB inflated and 8,000 cells.
 */
export const TRANSLATION_IMPORT = {
  maxFileBytes: 5 * 1024 * 1024,
  maxInflatedBytes: 10 * 1024 * 1024,
  maxEntries: 200,
  maxCells: 100_000,
} as const;
