import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '../../components/errors/AppErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { HydrationEnd } from '../../lib/serverMarkup';

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
