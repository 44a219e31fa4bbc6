import { useEffect } from 'react';
import { useLocation, useNavigate } from '#web/lib/router';
import { onSessionExpired } from '../lib/session-events';
import { useLanguage } from '../lib/i18n/use-language';
import { signInHref } from '@atrium/shared/sign-in-href';
import { showNotice } from '../components/notice/notice-store';

/**
 * The API clients clear an ended session and report it; this sends the visitor to
 * /{lang}/signin (docs/spec/product-spec.md §4), to come back to the page afterwards.
 */
export function SessionExpiredListener() {
  const navigate = useNavigate();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        showNotice('sessionExpired');
        navigate(signInHref(lang, `${pathname}${search}`), { replace: true });
      }),
    [navigate, lang, pathname, search],
  );
  return null;
}
