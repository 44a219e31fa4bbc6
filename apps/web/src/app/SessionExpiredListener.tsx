import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../lib/sessionEvents';
import { useLanguage } from '../lib/i18n/useLanguage';
import { signInHref } from '../lib/signInHref';
import { showNotice } from '../components/notice/noticeStore';

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
