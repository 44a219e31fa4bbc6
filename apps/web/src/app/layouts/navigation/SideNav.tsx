import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from '#web/lib/i18n/react';
import { DRAWER_WIDTH_COLLAPSED, DRAWER_WIDTH_OPEN } from '@atrium/shared/limits';
import type { MenuItem } from '#web/config/menu';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { SearchBoxSlot } from '#web/components/search/SearchBoxSlot';
import { HomeLogoLink } from './HomeLogoLink';
import { MenuList } from './MenuList';
import { SocialLinks } from './SocialLinks';
import { collapsedInset } from './menu-item-layout';
import { useIsScrolled } from './use-is-scrolled';

/** The logo's row keeps the open logo's height, so the menu under it stays put when it shrinks. */
const LOGO_OPEN = 64;
const LOGO_COLLAPSED = 44;
/** The search row keeps its height in both widths: the box open, a search button when narrow. */
const SEARCH_ROW = 64;

interface SideNavProps {
  menu: readonly MenuItem[];
}

/**
 * The permanent desktop side drawer (lg and up): 440px at the very top of the page, 97px once
 * scrolled (docs/spec/product-spec.md §2). It lies over a column the page keeps free (MainLayout), so only the drawer
 * itself changes; inside it the logo row and the icons keep their places for the same reason.
 */
export function SideNav({ menu }: SideNavProps) {
  const { t } = useTranslation();
  const scrolled = useIsScrolled();
  // The narrow drawer widens while its search box is in use (the page keeps the room for it).
  const [searching, setSearching] = useState(false);
  const open = !scrolled || searching;
  const width = open ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_COLLAPSED;
  // The parts are laid out at the new width at once and clipped while the drawer's width
  // follows: nothing inside tracks the animation frame by frame (1px: the right border).
  const laidOut = { width: width - 1, flexShrink: 0 };
  return (
    // What MUI's permanent Drawer renders (a fixed Paper), without the modal machinery the
    // Drawer module brings along: that only the mobile menu needs, and it loads on demand.
    // The site header (banner landmark) of desktop pages: logo, menu, social links, settings.
    <Paper
      component="header"
      square
      variant="outlined"
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        inset: '0 auto 0 0',
        zIndex: 'drawer',
        width,
        overflowX: 'hidden',
        overflowY: 'auto',
        borderWidth: '0 1px 0 0',
        // No animation under prefers-reduced-motion (the global rule in AppThemeProvider).
        transition: 'width 225ms ease',
      }}
    >
      <Box
        sx={{
          ...laidOut,
          height: LOGO_OPEN + 48,
          display: 'flex',
          alignItems: 'center',
          pl: `${collapsedInset(LOGO_COLLAPSED)}px`,
        }}
      >
        <HomeLogoLink size={open ? LOGO_OPEN : LOGO_COLLAPSED} withName={open} sx={{ borderRadius: 1 }} />
      </Box>
      <Box
        sx={{
          ...laidOut,
          height: SEARCH_ROW,
          display: 'flex',
          alignItems: 'center',
          px: open ? 3 : `${collapsedInset(40)}px`,
        }}
      >
        <SearchBoxSlot id="side-search" collapsed={!open} onSearching={setSearching} />
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ ...laidOut, flexGrow: 1 }}>
        <MenuList menu={menu} placement="side" collapsed={!open} />
      </Box>
      {open && (
        <Box sx={{ ...laidOut, px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <SocialLinks />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <LanguageSelect id="side-language" />
            <ColorModeSelect id="side-color-mode" />
          </Box>
        </Box>
      )}
    </Paper>
  );
}
