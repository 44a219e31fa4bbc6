import { useEffect, useRef } from 'react';
import { useLocation } from '#web/lib/router';
import { isLanguage } from '@atrium/shared/languages';
import { splitLanguagePath } from '@atrium/shared/routes';
import { getCurrentLanguage } from '#web/lib/i18n/current-language';
import { sendPageView } from './api/send-page-view';
import { gtagPageViewWhenLoaded } from './ga-loader';
import { shouldTrack } from './should-track';

const MAX_LENGTH = 512;

/** Reports each route change to the site's collector (and to GA when configured). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  // The first view's referrer is the page the visitor came from; later ones the previous route.
  const referrer = useRef<string | null>(null);
  useEffect(() => {
    const previous = referrer.current ?? withoutQuery(document.referrer);
    referrer.current = window.location.origin + pathname;
    if (!shouldTrack(window.location.hostname, pathname)) return;
    // The language is the path's; read here rather than from the translator, which switches a moment later.
    const { first } = splitLanguagePath(pathname);
    const lang = isLanguage(first) ? first : getCurrentLanguage();
    const path = pathname.slice(0, MAX_LENGTH);
    sendPageView({ path, lang, ...(previous ? { referrer: previous.slice(0, MAX_LENGTH) } : {}) });
    gtagPageViewWhenLoaded(path, lang);
  }, [pathname]);
  return null;
}

/** Another site's address without its query and hash, which may carry personal data. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}
