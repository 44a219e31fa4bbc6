import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from '#web/lib/i18n/react';
import type { MenuItem } from '#web/config/menu';
import { HomeLogoLink } from './HomeLogoLink';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const MENU_ID = 'mobile-menu';

/** Below lg: a fixed top bar with the logo and a button opening the full-screen menu. */
export function MobileNav({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [used, setUsed] = useState(false);

  // The menu's code (and MUI's modal) is fetched when a visitor reaches for the button, not with
  // the page: most visits never open it, and a first load is counted in bytes (npm run size).
  const prefetch = () => void loadMobileMenu().catch(() => undefined);

  return (
    <>
      {/* What MUI's fixed AppBar (color inherit) renders, from the Paper the side drawer already
          loads: the AppBar module would cost the first-load script 0.8 KB for the same look. */}
      <Paper
        component="header"
        square
        elevation={1}
        sx={{
          display: { xs: 'flex', lg: 'none' },
          flexDirection: 'column',
          boxSizing: 'border-box',
          position: 'fixed',
          zIndex: 'appBar',
          top: 0,
          right: 0,
          width: 1,
          '@media print': { position: 'absolute' },
        }}
      >
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <HomeLogoLink size={36} withName />
          <IconButton
            edge="end"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            // The "/" shortcut presses it to reach the menu's search box (components/search).
            data-search-reveal=""
            aria-expanded={open}
            aria-controls={open ? MENU_ID : undefined}
            onPointerDown={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            <MenuIcon aria-hidden />
          </IconButton>
        </Toolbar>
      </Paper>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu id={MENU_ID} menu={menu} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
