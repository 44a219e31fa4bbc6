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
 * The e-mail verification of sign-up, reset and unlock, as the server answered one of its forms:
 * the address, then the code's form (a code was sent), then the proof the next form posts.
 */
export interface EmailStepState {
  email: string;
  /**
   * A code was sent, or one sent moments ago is still good: the code's form shows. (Its resend
   * button is not held back: without the app nothing would count the wait down, so the server
   * answers a code asked too soon instead.)
   */
  sent?: true;
  /** Seconds before another code may be asked: the app counts them down once it runs. */
  resendInSeconds?: number;
  /** The code was right: the proof of the address, posted with the next form. */
  verificationToken?: string;
  /** A refusal of the address's form or the code's (`at`), or of the proof at the next step. */
  error?: PageFormError & { at: 'email' | 'code' };
}

/** /reset-password and /unlock: the verification, then the new password, then done. */
export interface RecoveryFormState extends EmailStepState {
  /** The new password's refusal (a common password, the same as the old one…). */
  passwordError?: PageFormError;
  done?: true;
}

/** What the sign-up form posts besides the password: kept when the server answers a refusal. */
export interface SignUpDetails {
  name: string;
  phoneNumber: string;
  phoneRegion: string;
  memberType: string;
  churchAffiliation: string;
  blessingGroup: string;
  agreeService: boolean;
  agreePrivacy: boolean;
}

/** /signup: the verification, then the details, then signed in. */
export interface SignUpFormState extends EmailStepState {
  details?: SignUpDetails;
  detailsError?: PageFormError;
  /** Signed up and signed in: the page's script keeps the session and goes on. */
  signedIn?: true;
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
