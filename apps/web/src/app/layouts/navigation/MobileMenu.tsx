import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Close from '@mui/icons-material/Close';
import { useTranslation } from '#web/lib/i18n/react';
import type { MenuItem } from '#web/config/menu';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { Logo } from '#web/components/navigation/Logo';
import { SearchBoxSlot } from '#web/components/search/SearchBoxSlot';
import { MenuList } from './MenuList';
import { SocialLinks } from './SocialLinks';

export interface MobileMenuProps {
  id: string;
  menu: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * The full-screen mobile menu (docs/spec/product-spec.md §2): the same items, the language select and the mode switcher.
 * A modal drawer: it traps focus and closes on Escape; choosing an item closes it.
 * Loaded on demand (MobileNav), so desktop visitors never download the modal code.
 */
export default function MobileMenu({ id, menu, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-modal': true, 'aria-label': t('nav.label'), sx: { width: '100%' } },
      }}
    >
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <Logo size={36} withName />
        <IconButton edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <Close aria-hidden />
        </IconButton>
      </Toolbar>
      <Box sx={{ px: 3, pb: 1 }}>
        <SearchBoxSlot id="mobile-search" onNavigate={onClose} />
      </Box>
      <Box component="nav" aria-label={t('nav.label')} sx={{ flexGrow: 1 }}>
        <MenuList menu={menu} placement="mobile" onNavigate={onClose} />
      </Box>
      <Box sx={{ px: 3, py: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SocialLinks />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <LanguageSelect id="mobile-language" />
          <ColorModeSelect id="mobile-color-mode" />
        </Box>
      </Box>
    </Drawer>
  );
}
