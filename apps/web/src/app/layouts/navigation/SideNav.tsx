import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH_COLLAPSED, DRAWER_WIDTH_OPEN } from '@atrium/shared/limits';
import { href } from '@atrium/shared/routes';
import type { MenuItem } from '../../../config/menu';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { ColorModeSelect } from '../../../components/navigation/ColorModeSelect';
import { LanguageSelect } from '../../../components/navigation/LanguageSelect';
import { Logo } from '../../../components/navigation/Logo';
import { MenuList } from './MenuList';
import { SocialLinks } from './SocialLinks';

export const WIDTH_TRANSITION = 'width 225ms ease, margin-left 225ms ease';

interface SideNavProps {
  menu: readonly MenuItem[];
  /** 440px at the very top of the page, 97px once scrolled (spec). */
  open: boolean;
}

/** The permanent desktop side drawer (lg and up). */
export function SideNav({ menu, open }: SideNavProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const width = open ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_COLLAPSED;
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
        transition: WIDTH_TRANSITION,
      }}
    >
      <Box sx={{ px: open ? 3 : 1, py: 3, display: 'flex', justifyContent: open ? 'flex-start' : 'center' }}>
        <Box
          component={RouterLink}
          to={href(lang, 'home')}
          aria-label={t('nav.logoHome')}
          onClick={() => window.scrollTo({ top: 0 })}
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <Logo size={open ? 64 : 44} withName={open} />
        </Box>
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flexGrow: 1 }}>
        <MenuList menu={menu} collapsed={!open} idPrefix="side" />
      </Box>
      {open && (
        <Box sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
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
