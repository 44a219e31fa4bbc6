import { useBrowserStore } from './server-markup';
import type { SigninResponse } from '@atrium/shared/api/auth';
import { SESSION_STORAGE_KEYS, sessionStorageEntries } from '@atrium/shared/api/page-forms';

/**
 * The signed-in session as the browser keeps it (docs/spec/product-spec.md §3, "Browser storage").
 * Signed in means an access token is held; nothing else decides login state.
 */
const SESSION_KEYS = SESSION_STORAGE_KEYS;

/** What sign-in answers, all of it kept. */
export type SessionData = SigninResponse;

/** Fired in this tab when the session changes; other tabs learn it from the 'storage' event. */
const CHANGE_EVENT = 'atrium:session-change';

/**
 * True after the member ended the session on purpose in this tab (sign-out, password change):
 * the page that did it navigates on its own, so the member-page guard must not send the
 * visitor to sign-in as it does when a session expires or ends in another tab.
 */
let endedOnPurpose = false;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked: behave as signed out.
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lives only as long as the request.
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const getAccessToken = (): string | null => read(SESSION_KEYS.accessToken);
export const getRefreshToken = (): string | null => read(SESSION_KEYS.refreshToken);
export const getUsername = (): string | null => read(SESSION_KEYS.username);
const getRole = (): string | null => read(SESSION_KEYS.role);
const getPwdChange = (): boolean => read(SESSION_KEYS.pwdChange) === 'true';
export const hasAccessToken = (): boolean => Boolean(getAccessToken());

/** Stores everything sign-in answers. */
export function saveSession(session: SessionData): void {
  endedOnPurpose = false;
  for (const [key, value] of sessionStorageEntries(session)) write(key, value);
  notify();
}

/** Stores a refreshed token pair (refresh tokens rotate on every refresh). */
export function saveTokens(tokens: { accessToken: string; refreshToken: string }): void {
  write(SESSION_KEYS.accessToken, tokens.accessToken);
  write(SESSION_KEYS.refreshToken, tokens.refreshToken);
  notify();
}

export function setPwdChange(value: boolean): void {
  write(SESSION_KEYS.pwdChange, String(value));
  notify();
}

/**
 * Removes every session item. `onPurpose`: the member signed out or changed the password, and
 * the calling page navigates itself (see sessionEndedOnPurpose); otherwise the session expired
 * or became invalid.
 */
export function clearSession({ onPurpose = false }: { onPurpose?: boolean } = {}): void {
  endedOnPurpose = onPurpose;
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  notify();
}

/** Whether the last session in this tab was ended on purpose by the member. */
export const sessionEndedOnPurpose = (): boolean => endedOnPurpose;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null means another tab cleared the whole storage.
    if (event.key === null || event.key === SESSION_KEYS.accessToken) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether the "change your password" notice is due: signed in, and sign-in answered
 * pwdChange true (password over 90 days old) that the member has not dismissed yet.
 */
export function usePasswordChangeDue(): boolean {
  return useBrowserStore(
    subscribe,
    () => hasAccessToken() && getPwdChange(),
    () => false,
  );
}

/** Whether an access token is held; re-renders on sign-in/out here or in another tab. */
export function useIsSignedIn(): boolean {
  return useBrowserStore(subscribe, hasAccessToken, () => false);
}

/** Staff (MANAGER, ADMIN) by the role sign-in answered: only to offer the admin link; the server checks every admin call. */
const isStaff = (): boolean => hasAccessToken() && /^(MANAGER|ADMIN)$/.test(getRole() ?? '');

/** Whether the signed-in user is staff; false on the server and for visitors and members. */
export function useIsStaff(): boolean {
  return useBrowserStore(subscribe, isStaff, () => false);
}
