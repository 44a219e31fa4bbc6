import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { SOCIAL_NETWORKS } from '#web/config/social';
import { isExternalLink, useSiteLinks } from '#web/lib/site-links';
import { SocialLinkItem } from './SocialLinkItem';
import { StoreLinkItems } from './StoreLinkItems';

/** The venue's channels and app stores staff list in the `site` singleton, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  const site = useSiteLinks();
  return (
    <Box
      component="ul"
      aria-label={t('social.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {site?.social.map(({ network, url }, i) =>
        // A network this build does not know yet is left out rather than shown without a name.
        Object.hasOwn(SOCIAL_NETWORKS, network) ? (
          <SocialLinkItem key={i} link={{ ...SOCIAL_NETWORKS[network], href: url }} external={isExternalLink(url)} />
        ) : null,
      )}
      <StoreLinkItems ios={site?.iosUrl} android={site?.androidUrl} />
    </Box>
  );
}
