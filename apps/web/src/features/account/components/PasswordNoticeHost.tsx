import { lazy, Suspense } from 'react';
import { useLocation } from '#web/lib/router';
import { matchPage, splitLanguagePath } from '@atrium/shared/routes';
import { usePasswordChangeDue } from '#web/lib/session';
import { QuietBoundary } from '#web/components/errors/QuietBoundary';

// The dialog (MUI Dialog, the snooze call) loads only for a member who needs it, not with every page.
const PasswordNoticeDialog = lazy(() => import('./PasswordNoticeDialog'));

/**
 * The "change your password" notice, mounted once in the app shell: shown while the stored
 * pwdChange is true after sign-in, except on the password change page itself.
 */
export function PasswordNoticeHost() {
  const due = usePasswordChangeDue();
  const { pathname } = useLocation();
  if (!due || matchPage(splitLanguagePath(pathname).rest)?.page.id === 'myPassword') return null;
  return (
    <QuietBoundary fallback={null}>
      <Suspense fallback={null}>
        <PasswordNoticeDialog />
      </Suspense>
    </QuietBoundary>
  );
}
