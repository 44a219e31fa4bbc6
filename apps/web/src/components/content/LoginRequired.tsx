import clsx from 'clsx';
import { useId } from 'react';
import { useLocation } from '#web/lib/router';
import { LinkButton } from '#web/components/ui/Button';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { signInHref, signUpHref } from '@atrium/shared/sign-in-href';
import { LockOutlinedIcon } from './icons';
import styles from './LoginRequired.module.css';

interface LoginRequiredProps {
  /** What signing in gives here ("Sign in to check in…"); the general text by default. */
  message?: string;
}

/**
 * The login-required notice, where a visitor meets a members-only part of a public page (the
 * check-in, the gifts): sign-in and sign-up links that both come back to this page.
 */
export function LoginRequired({ message }: LoginRequiredProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const titleId = useId();
  return (
    // A group, not a landmark: a page may show the notice twice (check-in and gifts).
    <div role="group" aria-labelledby={titleId} className={styles.notice}>
      <LockOutlinedIcon className={styles.icon} />
      <div>
        <p id={titleId} className={clsx('type-body1', styles.title)}>
          {t('loginRequired.title')}
        </p>
        {/* The main colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
        <p className={clsx('type-body1', styles.description)}>{message ?? t('loginRequired.description')}</p>
        <div className={styles.actions}>
          <LinkButton to={signInHref(lang, here)} variant="contained">
            {t('loginRequired.signin')}
          </LinkButton>
          <LinkButton to={signUpHref(lang, here)} variant="outlined">
            {t('loginRequired.signup')}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
