import { lazy, Suspense } from 'react';
import { useIsStaff } from '#web/lib/session';
import { QuietBoundary } from '#web/components/errors/QuietBoundary';
import type { StaffMenuItemProps } from './StaffMenuItem';

// Staff only: its code loads when a MANAGER or ADMIN is signed in, never for visitors and members.
const StaffMenuItem = lazy(() => import('./StaffMenuItem'));

/** The menu's last item for staff: a link to the admin, after "my info". */
export function StaffMenuEntry(props: StaffMenuItemProps) {
  if (!useIsStaff()) return null;
  return (
    <QuietBoundary fallback={null}>
      <Suspense fallback={null}>
        <StaffMenuItem {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
