import type { SigninResponse } from './auth';
import type { MfaChallenge } from './mfa';
import type { ErrorBody } from '../errors';
import type { PageId } from '../routes';

/**
 * A form the server answered itself (docs/spec/decisions.md §16): posted to its page's address
 * before the app's code took it over, or with JavaScript off. The server renders the page with
 * this state, and carries it in the page's query data under `pageFormKey(page)` so the page
 * hydrates showing the same. It never holds a password.
 */
export const pageFormKey = (page: PageId) => ['page-form', page] as const;

/** A refusal as the API would have answered it. */
export type PageFormError = ErrorBody & { status: number };

/** /signin: the e-mail typed, and a refusal, the second step or the signed-in notice. */
export interface SignInFormState {
  email: string;
  error?: PageFormError;
  /** The password was right and two-factor is on: the code step (its token, in the page only). */
  mfa?: MfaChallenge;
  /** Signed in: the page's script keeps the session (browser storage) and goes on. */
  signedIn?: true;
}

/** /searchId: what was typed, and the e-mails found or the refusal. */
export interface FindIdFormState {
  name: string;
  phoneNumber: string;
  phoneRegion: string;
  emails?: string[];
  error?: PageFormError;
}

/**
 * The browser storage keys of a session (docs/spec/product-spec.md §3, "Browser storage"): the
 * web app's session module and the page that keeps a session signed in by a posted form.
 */
export const SESSION_STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  username: 'username',
  pwdChange: 'pwdChange',
  role: 'role',
} as const;

/** The page element holding a session signed in by a posted form (read by public/session-store.js). */
export const SESSION_ELEMENT_ID = 'atrium-session';

/** A session as stored: [key, value] in browser storage. */
export const sessionStorageEntries = (session: SigninResponse): Array<[string, string]> => [
  [SESSION_STORAGE_KEYS.accessToken, session.accessToken],
  [SESSION_STORAGE_KEYS.refreshToken, session.refreshToken],
  [SESSION_STORAGE_KEYS.username, session.username],
  [SESSION_STORAGE_KEYS.role, session.role],
  [SESSION_STORAGE_KEYS.pwdChange, String(session.pwdChange)],
];
