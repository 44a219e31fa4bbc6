import { useIsSignedIn } from './session';
import { useStringsLoaded } from './i18n/use-page-strings';

/**
 * Whether a part shows a member's view (their check-ins, their reading position). The server
 * renders every page as a visitor's: the member's view comes once the page's strings are all in,
 * so it never shows a key while its words are on the way.
 */
export function useMemberView(): boolean {
  const signedIn = useIsSignedIn();
  const strings = useStringsLoaded();
  return signedIn && strings;
}
