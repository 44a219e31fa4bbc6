import { Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, Outlet, useLocation } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { adminHref, href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { readStoredLanguage } from '#web/lib/i18n/language-storage';
import { AppErrorBoundary } from '#web/components/errors/AppErrorBoundary';
import { PageLoading } from '#web/components/PageLoading';
import { useMatchMedia } from '#web/components/use-match-media';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { MAIN_ID } from '#web/components/navigation/SkipLink';
import { AdminContentSearch } from './AdminContentSearch';
import { AdminLanguageToggle } from './AdminLanguageToggle';
import { AdminNavList } from './AdminNavList';
import { MfaWarningBanner } from './MfaWarningBanner';

const NAV_WIDTH = 240;
/**
 * From this width the navigation stands beside the page; below it, it is a drawer behind the
 * menu button, so a phone opens straight on the screen it asked for (issue 42: the 25 links came
 * before every editor).
 */
const ADMIN_WIDE_NAV_MIN = 900;
const NAV_ID = 'admin-nav';

/** The bar's tools: language, colour mode, back to the site in its own language. */
function BarTools() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <>
      <AdminLanguageToggle />
      <ColorModeSelect id="admin-color-mode" />
      {/* Back to the site in its own language (the admin may be in another one). */}
      <Button component={RouterLink} to={href(readStoredLanguage() ?? lang, 'home')} color="inherit">
        {t('admin:backToSite')}
      </Button>
    </>
  );
}

/**
 * The admin shell: a top bar (content search, language, colour mode, back to the site), the
 * navigation and the page. From 900 px the navigation is a column beside the page; below, the bar
 * keeps the menu button, the title and the search, and the drawer holds the navigation and the
 * bar's other tools.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Without matchMedia (jsdom) the navigation stands beside the page.
  const wide = useMatchMedia(`(min-width: ${ADMIN_WIDE_NAV_MIN}px)`, true);
  // The drawer is open on the page it was opened on: a link followed in it closes it, and so
  // does widening the window.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = !wide && openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const nav = (
    <Box
      component="nav"
      id={NAV_ID}
      aria-label={t('admin:navLabel')}
      sx={{ width: NAV_WIDTH, flexShrink: 0, borderRight: wide ? 1 : 0, borderColor: 'divider' }}
    >
      <AdminNavList />
    </Box>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="secondary" elevation={0} component="header">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('admin:menu.open')}
              aria-controls={NAV_ID}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon aria-hidden />
            </IconButton>
          )}
          <Typography component={RouterLink} to={adminHref()} sx={{ color: 'inherit', fontWeight: 700, flexGrow: 1 }}>
            {t('admin:title')}
          </Typography>
          <AdminContentSearch />
          {wide && <BarTools />}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {wide ? (
          nav
        ) : (
          <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: false }}>
            <Stack
              spacing={1.5}
              sx={{ p: 2, bgcolor: 'secondary.main', color: 'secondary.contrastText', alignItems: 'flex-start' }}
            >
              <BarTools />
            </Stack>
            {nav}
          </Drawer>
        )}
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
