import { Suspense } from 'react';
import { Outlet, useLocation } from '#web/lib/router';
import { AppErrorBoundary } from '../components/errors/AppErrorBoundary';
import { NoticeHost } from '../components/notice/NoticeHost';
import { PageLoading } from '../components/PageLoading';
import { SkipLink } from '../components/navigation/SkipLink';
import { FollowColorMode } from '../components/theme/color-mode';
import { PageViewTracker } from '../features/analytics/PageViewTracker';
import { PasswordNoticeHost } from '../features/account/components/PasswordNoticeHost';
import { ScrollToTop } from './ScrollToTop';
import { SessionExpiredListener } from './SessionExpiredListener';

/** Above every layout: the skip link (first in tab order), notices, the password notice, the colour scheme, and route-change effects. */
export function RootShell() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <FollowColorMode />
      <ScrollToTop />
      <PageViewTracker />
      <SessionExpiredListener />
      <AppErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
      <NoticeHost />
      <PasswordNoticeHost />
    </>
  );
}
