import { contentHref } from '@atrium/shared/links';
import { useTranslation } from '#web/lib/i18n/react';
import { SOCIAL_NETWORKS } from '#web/config/social';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSiteLinks } from '#web/lib/site-links';
import { SocialLinkItem } from './SocialLinkItem';
import { StoreLinkItems } from './StoreLinkItems';
import styles from './SocialLinks.module.css';

/**
 * The venue's channels and app stores staff list in the `site` singleton, an https:// one opening
 * in a new tab; a link the link rule refuses is left out.
 */
export function SocialLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const site = useSiteLinks();
  return (
    <ul aria-label={t('social.label')} className={styles.list}>
      {site?.social.map(({ network, url }, i) => {
        const target = contentHref(lang, url);
        // A network this build does not know yet is left out rather than shown without a name.
        return Object.hasOwn(SOCIAL_NETWORKS, network) && target ? (
          <SocialLinkItem
            key={i}
            link={{ ...SOCIAL_NETWORKS[network], href: target.href }}
            external={target.external}
          />
        ) : null;
      })}
      <StoreLinkItems ios={site?.iosUrl} android={site?.androidUrl} />
    </ul>
  );
}
