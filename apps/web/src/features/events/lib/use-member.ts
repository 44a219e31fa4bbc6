import { getUsername, useIsSignedIn } from '#web/lib/session';
import { useStringsLoaded } from '#web/lib/i18n/use-page-strings';

/**
 * Who is signed in, for member query keys: null for a visitor. The name keeps one member's
 * check-ins from being shown to the next one signing in in the same tab. The member's parts
 * (the server renders a visitor's) come once the page's strings are all in, so they never show
 * a key while their words are on the way.
 */
export function useMemberKey(): string | null {
  const signedIn = useIsSignedIn();
  const strings = useStringsLoaded();
  return signedIn && strings ? (getUsername() ?? '') : null;
}
