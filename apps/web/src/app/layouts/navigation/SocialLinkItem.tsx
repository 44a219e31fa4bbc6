import { useTranslation } from '#web/lib/i18n/react';
import type { SocialLink } from '#web/config/social';
import styles from './SocialLinkItem.module.css';

/** One icon link of the side navigation's row; `external` ones open in a new tab. */
export function SocialLinkItem({ link, external = true }: { link: SocialLink; external?: boolean }) {
  const { t } = useTranslation();
  const Icon = link.icon;
  return (
    <li>
      <a
        href={link.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-label={external ? `${t(link.text)} ${t('newTab')}` : t(link.text)}
        className={styles.link}
      >
        <Icon fontSize="small" />
      </a>
    </li>
  );
}
