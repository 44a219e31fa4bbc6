import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router';
import { DRAWER_WIDTH_COLLAPSED, DRAWER_WIDTH_OPEN } from '@atrium/shared/limits';
import { menuFor } from '../../config/menu';
import { useIsSignedIn } from '../../lib/session';
import { AppErrorBoundary } from '../../components/errors/AppErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { MAIN_ID } from '../../components/navigation/SkipLink';
import { MobileNav } from './navigation/MobileNav';
import { SideNav, WIDTH_TRANSITION } from './navigation/SideNav';
import { useIsScrolled } from './navigation/useIsScrolled';
import { SiteFooter } from './SiteFooter';

/** The side-navigation layout of most pages: drawer (desktop) or top bar (mobile), page, footer. */
export function MainLayout() {
  const signedIn = useIsSignedIn();
  const menu = menuFor(signedIn);
  const scrolled = useIsScrolled();
  const { pathname } = useLocation();
  const drawerWidth = scrolled ? DRAWER_WIDTH_COLLAPSED : DRAWER_WIDTH_OPEN;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideNav menu={menu} open={!scrolled} />
      <MobileNav menu={menu} />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          ml: { lg: `${drawerWidth}px` },
          transition: WIDTH_TRANSITION,
        }}
      >
        {/* Room for the fixed mobile top bar. */}
        <Toolbar aria-hidden sx={{ display: { lg: 'none' } }} />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          <AppErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </Box>
        <SiteFooter />
      </Box>
    </Box>
  );
}
