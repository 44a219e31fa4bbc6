/**
 * The API clients report an ended session here instead of navigating themselves
 * (no redirects inside HTTP code): an app-level listener sends the visitor to sign-in.
 */
const bus = new EventTarget();
const SESSION_EXPIRED = 'session-expired';

export function emitSessionExpired(): void {
  bus.dispatchEvent(new Event(SESSION_EXPIRED));
}

export function onSessionExpired(listener: () => void): () => void {
  bus.addEventListener(SESSION_EXPIRED, listener);
  return () => bus.removeEventListener(SESSION_EXPIRED, listener);
}

const SESSION_CHANGED = 'session-changed';

/** A member signed in (or signed up): the caches drop what they held for whoever came before. */
export function emitSessionChanged(): void {
  bus.dispatchEvent(new Event(SESSION_CHANGED));
}

export function onSessionChanged(listener: () => void): () => void {
  bus.addEventListener(SESSION_CHANGED, listener);
  return () => bus.removeEventListener(SESSION_CHANGED, listener);
}
