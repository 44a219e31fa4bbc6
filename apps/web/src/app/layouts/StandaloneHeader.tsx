import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { LinkButton } from '#web/components/ui/Button';
import { LanguageSelect } from '#web/components/navigation/LanguageSelect';
import { Logo } from '#web/components/navigation/Logo';
import { HomeIcon } from './navigation/icons';
import styles from './StandaloneHeader.module.css';

/** The small header of standalone pages: the logo, a HOME link and the language select. */
export function StandaloneHeader() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <header className={styles.header}>
      <Logo size={36} withName />
      <nav aria-label={t('nav.standaloneLabel')} className={styles.nav}>
        <LinkButton to={href(lang, 'home')} startIcon={<HomeIcon />} variant="outlined">
          {t('home')}
        </LinkButton>
        <LanguageSelect id="standalone-language" />
      </nav>
    </header>
  );
}
