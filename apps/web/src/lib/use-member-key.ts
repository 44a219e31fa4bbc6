import { getUsername } from '#web/lib/session';
import { useMemberView } from '#web/lib/use-member-view';

/**
 * Who is signed in, for member query keys: null for a visitor (and until the member's view may
 * show: useMemberView). The name keeps one member's check-ins from being shown to the next one
 * signing in in the same tab.
 */
export function useMemberKey(): string | null {
  return useMemberView() ? (getUsername() ?? '') : null;
}
