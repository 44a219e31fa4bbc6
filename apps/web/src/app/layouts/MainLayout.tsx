import { Suspense } from 'react';
import { BREAKPOINTS } from '@atrium/shared/breakpoints';
import { menuFor } from '#web/config/menu';
import { useIsSignedIn } from '#web/lib/session';
import { MAIN_ID } from '#web/components/navigation/SkipLink';
import { PageOutlet } from './PageOutlet';
import { useMatchMedia } from '#web/components/use-match-media';
import { MobileNav } from './navigation/MobileNav';
import { SiteFooter } from './SiteFooter';
import { PagePart, ServerMarkupOnly, lazyPart } from '#web/lib/page-parts';
import styles from './MainLayout.module.css';
// The desktop drawer's markup comes with the page, before its code (lazyPart): its styles join the
// stylesheet of the first load, so it is drawn at once, and without JavaScript.
import './navigation/SideNav.module.css';
import './navigation/menu-item-layout.module.css';
import './navigation/SocialLinks.module.css';
import './navigation/SocialLinkItem.module.css';
import '#web/components/navigation/CompactSelect.module.css';
// The search box's form is in the server's markup too; drawn at 36 px until its lazy chunk's
// stylesheet came, it grew to 44 px and moved the drawer (a layout shift on every desktop page).
import '#web/components/search/SiteSearchBox.module.css';

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;
const PHONE_QUERY = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;

// The desktop drawer's code (its menu, settings and transitions) comes apart from the first-load
// script: a phone never shows it, and a desktop hydrates it as soon as it has come.
const SideNav = lazyPart('side-nav', () => import('./navigation/SideNav').then((m) => m.SideNav), 'loaded');
/** What the screen shows right now (while hydrating, both navigations are there, as the server sent them). */
const shownNow = (query: string) =>
  typeof window === 'undefined' || !window.matchMedia || window.matchMedia(query).matches;

/**
 * The side-navigation layout of most pages: drawer (desktop) or top bar (mobile), page, footer.
 * Only the navigation the screen shows is rendered (the CSS hides the other one as well, for
 * the first frame): a phone's first render skips the whole drawer menu, a share of its start-up.
 * The page column keeps the open drawer's width beside it at every scroll position: when the
 * drawer narrows to 97px the column stays where it is, so nothing on the page moves (issue 16).
 */
export function MainLayout() {
  // On the server, while hydrating and without matchMedia (unit tests) both render, as the CSS
  // would pick; after hydration the hidden one goes.
  const desktop = useMatchMedia(DESKTOP_QUERY, true);
  const phone = useMatchMedia(PHONE_QUERY, true);
  const signedIn = useIsSignedIn();
  const menu = menuFor(signedIn);
  return (
    <div className={styles.layout}>
      {desktop &&
        (shownNow(DESKTOP_QUERY) ? (
          <SideNav menu={menu} />
        ) : (
          // Hidden on this screen: its code is never fetched, and the server's markup of it goes
          // once the page is hydrated.
          <Suspense fallback={null}>
            <ServerMarkupOnly />
          </Suspense>
        ))}
      {phone &&
        (shownNow(PHONE_QUERY) ? (
          <PagePart name="mobile-nav">
            <MobileNav menu={menu} />
          </PagePart>
        ) : (
          <Suspense fallback={null}>
            <ServerMarkupOnly />
          </Suspense>
        ))}
      {/* The page column keeps DRAWER_WIDTH_OPEN (440px) free beside it on desktop (the module). */}
      <div className={styles.column}>
        {/* Room for the fixed mobile top bar. */}
        <div aria-hidden className={styles.topBarRoom} />
        <PagePart name="main">
          <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
            <PageOutlet />
          </main>
        </PagePart>
        <PagePart name="footer">
          <SiteFooter />
        </PagePart>
      </div>
    </div>
  );
}
