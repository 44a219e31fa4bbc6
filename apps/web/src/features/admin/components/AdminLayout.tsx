import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref, href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { readStoredLanguage } from '#web/lib/i18n/language-storage';
import { AppErrorBoundary } from '#web/components/errors/AppErrorBoundary';
import { PageLoading } from '#web/components/PageLoading';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { MAIN_ID } from '#web/components/navigation/SkipLink';
import { AdminContentSearch } from './AdminContentSearch';
import { AdminLanguageToggle } from './AdminLanguageToggle';
import { AdminNavList } from './AdminNavList';
import { MfaWarningBanner } from './MfaWarningBanner';

const NAV_WIDTH = 240;

/** The admin shell: a top bar (content search, language, colour mode, back to the site), the navigation and the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="secondary" elevation={0} component="header">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          <Typography component={RouterLink} to={adminHref()} sx={{ color: 'inherit', fontWeight: 700, flexGrow: 1 }}>
            {t('admin:title')}
          </Typography>
          <AdminContentSearch />
          <AdminLanguageToggle />
          <ColorModeSelect id="admin-color-mode" />
          {/* Back to the site in its own language (the admin may be in another one). */}
          <Button component={RouterLink} to={href(readStoredLanguage() ?? lang, 'home')} color="inherit">
            {t('admin:backToSite')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box
          component="nav"
          aria-label={t('admin:navLabel')}
          sx={{ width: { md: NAV_WIDTH }, flexShrink: 0, borderRight: { md: 1 }, borderColor: 'divider' }}
        >
          <AdminNavList />
        </Box>
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <MfaWarningBanner />
          <AppErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
