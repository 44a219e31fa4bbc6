import { useTranslation } from '#web/lib/i18n/react';
import { href, type PageId } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { TextLink } from '#web/components/ui/TextLink';
import styles from './AuthLinks.module.css';

interface AuthLinksProps {
  /** Key of the navigation's accessible name. */
  label: string;
  links: readonly { page: PageId; text: string }[];
}

/** The row of links between the member pages (sign up, find ID, reset password…). */
export function AuthLinks({ label, links }: AuthLinksProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <nav aria-label={t(label)} className={styles.links}>
      {links.map(({ page, text }) => (
        <TextLink key={page} to={href(lang, page)} className={styles.link}>
          {t(text)}
        </TextLink>
      ))}
    </nav>
  );
}
