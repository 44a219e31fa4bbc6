import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { MenuItem } from '#web/config/menu';
import { ColorModeSelect } from '#web/components/navigation/ColorModeSelect';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { Logo } from '#web/components/navigation/Logo';
import { SearchBoxSlot } from '#web/components/search/SearchBoxSlot';
import { IconButton } from '#web/components/ui/IconButton';
import toolbar from '../toolbar.module.css';
import { CloseIcon } from './icons';
import { MenuList } from './MenuList';
import { SocialLinks } from './SocialLinks';
import styles from './MobileMenu.module.css';

export interface MobileMenuProps {
  id: string;
  menu: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * The full-screen mobile menu (docs/spec/product-spec.md §2): the same items, the language select and the mode switcher.
 * A native modal <dialog> sliding in from the right: showModal() traps focus and makes the page
 * behind inert, Escape closes it, and closing gives focus back to the menu button; choosing an
 * item closes it. Loaded on demand (MobileNav), so desktop visitors never download it.
 */
export default function MobileMenu({ id, menu, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The sheet itself takes focus, as MUI's Drawer gave it (its name is read out; Tab goes on
      // to the close button), not the first control showModal() would pick.
      element.focus();
    } else if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      id={id}
      // A dialog's role, said out loud: the menu's name is its label.
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      aria-label={t('nav.label')}
      className={styles.dialog}
      // Escape (the dialog's cancel) and close() both end here.
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className={clsx(toolbar.toolbar, styles.top)}>
        <Logo size={36} withName />
        <IconButton edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div className={styles.search}>
        <SearchBoxSlot id="mobile-search" onNavigate={onClose} />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <MenuList menu={menu} placement="mobile" onNavigate={onClose} />
      </nav>
      <div className={styles.footer}>
        <SocialLinks />
        <div className={styles.settings}>
          <LanguageSelect id="mobile-language" />
          <ColorModeSelect id="mobile-color-mode" />
        </div>
      </div>
    </dialog>
  );
}
