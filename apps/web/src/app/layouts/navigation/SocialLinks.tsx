import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { SOCIAL_LINKS, type SocialLink } from '../../../config/social';
import { useAppInfo } from '../../../features/venue/api/getAppInfo';
import { useLanguage } from '../../../lib/i18n/useLanguage';

/** The venue's channels and app stores, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const app = useAppInfo(lang);
  // The store links are the ones staff set on the app page; until they arrive, the app page itself.
  const appPage = href(lang, 'app');
  const stores: SocialLink[] = [
    { text: 'social.appStore', href: app.data?.iosUrl ?? appPage, icon: Apple },
    { text: 'social.playStore', href: app.data?.androidUrl ?? appPage, icon: Shop },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('social.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {[...SOCIAL_LINKS, ...stores].map(({ text, href: to, icon: Icon }) => {
        const external = to !== appPage;
        return (
          <li key={text}>
            <IconButton
              component="a"
              href={to}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={external ? `${t(text)} ${t('newTab')}` : t(text)}
              size="small"
              sx={{ color: 'text.secondary' }}
            >
              <Icon aria-hidden fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Box>
  );
}
