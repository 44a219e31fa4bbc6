import { useEffect, useRef } from 'react';
import { useLocation } from '#web/lib/router';
import { stripLanguagePrefix } from '../lib/i18n/language-path';

/**
 * Scrolls to the top when the path changes, ignoring the language prefix: switching
 * /en/news → /ja/news keeps the place, /en/news → /en/event starts at the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const page = stripLanguagePrefix(pathname);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    // A link to an anchor wants that anchor, not the top.
    if (!hash) window.scrollTo(0, 0);
  }, [page, hash]);
  return null;
}
