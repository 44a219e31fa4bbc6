import clsx from 'clsx';
import { Link as RouterLink } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { Logo, type LogoSize } from '#web/components/navigation/Logo';
import styles from './HomeLogoLink.module.css';

/** The logo as the link home; on the home page itself it takes the visitor back to the top. */
export function HomeLogoLink(props: { size: LogoSize; withName: boolean; className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <RouterLink
      to={href(lang, 'home')}
      aria-label={t('nav.logoHome')}
      onClick={() => window.scrollTo({ top: 0 })}
      className={clsx(styles.link, props.className)}
    >
      <Logo size={props.size} withName={props.withName} />
    </RouterLink>
  );
}
