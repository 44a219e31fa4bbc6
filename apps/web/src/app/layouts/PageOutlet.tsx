import { Suspense } from 'react';
import { Outlet, useLocation } from '#web/lib/router';
import { AppErrorBoundary } from '#web/components/errors/AppErrorBoundary';
import { PageLoading } from '#web/components/PageLoading';
import { HydrationEnd } from '#web/lib/server-markup';

/** Where a layout shows its page: the page's error boundary and loading state, reset on each address. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <HydrationEnd />
      </Suspense>
    </AppErrorBoundary>
  );
}
