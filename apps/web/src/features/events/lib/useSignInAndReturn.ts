import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showNotice } from '../../../components/notice/noticeStore';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { signInHref } from '../../../lib/signInHref';

/**
 * For a login-gated action pressed by a visitor: the 'requiredLoginPage' notice, then sign-in,
 * which brings them back to this page (path and query) afterwards.
 */
export function useSignInAndReturn(): () => void {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    showNotice('requiredLoginPage');
    navigate(signInHref(lang, `${pathname}${search}`));
  }, [lang, pathname, search, navigate]);
}
