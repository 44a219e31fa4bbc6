import { useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { MenuItem } from '#web/config/menu';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { SearchBoxSlot } from '#web/components/search/SearchBoxSlot';
import { HomeLogoLink } from './HomeLogoLink';
import { MenuList } from './MenuList';
import { SocialLinks } from './SocialLinks';
import { useIsScrolled } from './use-is-scrolled';
import styles from './SideNav.module.css';

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
  // The parts are laid out at the new width at once and clipped while the drawer's width
  // follows: nothing inside tracks the animation frame by frame.
  const part = (className?: string) => clsx(styles.part, className);
  return (
    // The site header (banner landmark) of desktop pages: logo, menu, social links, settings.
    <header className={clsx(styles.drawer, open ? styles.open : styles.collapsed)}>
      <div className={part(styles.logoRow)}>
        <HomeLogoLink size={open ? 64 : 44} withName={open} className={styles.logoLink} />
      </div>
      <div className={part(styles.searchRow)}>
        <SearchBoxSlot id="side-search" collapsed={!open} onSearching={setSearching} />
      </div>
      <nav aria-label={t('nav.label')} className={part(styles.nav)}>
        <MenuList menu={menu} placement="side" collapsed={!open} />
      </nav>
      {open && (
        <div className={part(styles.footer)}>
          <SocialLinks />
          <div className={styles.settings}>
            <LanguageSelect id="side-language" />
            <ColorModeSelect id="side-color-mode" />
          </div>
        </div>
      )}
    </header>
  );
}
