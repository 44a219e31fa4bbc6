import { useEffect } from 'react';
import { useLocation, useNavigate } from '#web/lib/router';
import { showNotice } from '../notice/notice-store';
import { useLanguage } from '#web/lib/i18n/use-language';
import { signInHref } from '@atrium/shared/sign-in-href';

/**
 * docs/spec/product-spec.md §4: a login-gated page without a token shows the 'requiredLoginPage' alert and
 * goes to sign-in, remembering the path and query it came from.
 */
export function RedirectToSignIn() {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    showNotice('requiredLoginPage');
    navigate(signInHref(lang, `${pathname}${search}`), { replace: true });
  }, [lang, pathname, search, navigate]);
  return null;
}
