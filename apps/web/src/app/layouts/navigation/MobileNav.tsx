import { lazy, Suspense, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { MenuItem } from '#web/config/menu';
import { IconButton } from '#web/components/ui/IconButton';
import toolbar from '../toolbar.module.css';
import { HomeLogoLink } from './HomeLogoLink';
import { MenuIcon } from './icons';
import styles from './MobileNav.module.css';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);
const MENU_ID = 'mobile-menu';

/** Below lg: a fixed top bar with the logo and a button opening the full-screen menu. */
export function MobileNav({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [used, setUsed] = useState(false);
  const bar = useRef<HTMLElement>(null);

  // The menu's code is fetched when a visitor reaches for the button, not with the page: most
  // visits never open it, and a first load is counted in bytes (npm run size).
  const prefetch = () => void loadMobileMenu().catch(() => undefined);

  return (
    <>
      <header ref={bar} className={styles.bar}>
        <div className={clsx(toolbar.toolbar, styles.row)}>
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
            <MenuIcon />
          </IconButton>
        </div>
      </header>
      {used && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MENU_ID}
            menu={menu}
            open={open}
            onClose={() => {
              setOpen(false);
              // Focus goes back to the button that opened it (the dialog does so as it closes;
              // this for a menu whose item was chosen and whose page is rendering).
              bar.current?.querySelector<HTMLElement>('[aria-haspopup="dialog"]')?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
