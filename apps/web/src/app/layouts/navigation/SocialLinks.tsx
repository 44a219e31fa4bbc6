import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '../../../config/social';
import { SocialLinkItem } from './SocialLinkItem';
import { StoreLinkItems } from './StoreLinkItems';

const StoreLinks = lazy(() => import('./StoreLinks'));

/** The venue's channels and app stores, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('social.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {SOCIAL_LINKS.map((link) => (
        <SocialLinkItem key={link.text} link={link} />
      ))}
      <Suspense fallback={<StoreLinkItems />}>
        <StoreLinks />
      </Suspense>
    </Box>
  );
}
