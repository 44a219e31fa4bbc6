import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '../../components/errors/AppErrorBoundary';
import { PageLoading } from '../../components/PageLoading';
import { MAIN_ID } from '../../components/navigation/SkipLink';
import { StandaloneHeader } from './StandaloneHeader';

/**
 * Standalone pages (ceremony, about, epic, sunghwa, quizzes) fill the screen without the side
 * navigation, under a small header with a HOME link.
 */
export function StandaloneLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <StandaloneHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <AppErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </Box>
    </Box>
  );
}
