import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { isExternalLink } from '#web/lib/site-links';
import { SocialLinkItem } from './SocialLinkItem';

/** The app store links of the `site` singleton; the app page itself where one is not set. */
export function StoreLinkItems({ ios, android }: { ios?: string; android?: string }) {
  const lang = useLanguage();
  const appPage = href(lang, 'app');
  const stores = [
    { text: 'social.appStore', href: ios || appPage, icon: Apple },
    { text: 'social.playStore', href: android || appPage, icon: Shop },
  ];
  return stores.map((link) => <SocialLinkItem key={link.text} link={link} external={isExternalLink(link.href)} />);
}
