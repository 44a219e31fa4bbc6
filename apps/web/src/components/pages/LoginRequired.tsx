import Button from '@mui/material/Button';
import Block from '@mui/icons-material/Block';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '../../lib/i18n/useLanguage';
import { signInHref } from '../../lib/signInHref';
import { StatusPage } from './StatusPage';

interface LoginRequiredProps {
  /** Where to come back after signing in; defaults to the current page. */
  returnTo?: string;
}

/**
 * The login-required notice page, for content gated inside a page (a gift, a quiz result):
 * a sign-in button that returns here, and a sign-up link.
 */
export function LoginRequired({ returnTo }: LoginRequiredProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const target = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <StatusPage
      icon={Block}
      title={t('requiredLoginPage')}
      description={t('loginRequired.description')}
      actions={
        <>
          <Button component={RouterLink} to={signInHref(lang, target)} variant="contained">
            {t('loginRequired.signin')}
          </Button>
          <Button component={RouterLink} to={href(lang, 'signup')} variant="outlined">
            {t('loginRequired.signup')}
          </Button>
        </>
      }
    />
  );
}

export default LoginRequired;
