import { getUsername, useIsSignedIn } from '#web/lib/session';

/**
 * Who is signed in, for member query keys: null for a visitor. The name keeps one member's
 * check-ins from being shown to the next one signing in in the same tab.
 */
export function useMemberKey(): string | null {
  const signedIn = useIsSignedIn();
  return signedIn ? (getUsername() ?? '') : null;
}
