import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { SocialLinkItem } from './SocialLinkItem';

/** The app store links staff set on the app page (/api/app); the app page itself until they arrive. */
export function StoreLinkItems({ ios, android }: { ios?: string; android?: string }) {
  const lang = useLanguage();
  const appPage = href(lang, 'app');
  return (
    <>
      <SocialLinkItem link={{ text: 'social.appStore', href: ios ?? appPage, icon: Apple }} external={Boolean(ios)} />
      <SocialLinkItem
        link={{ text: 'social.playStore', href: android ?? appPage, icon: Shop }}
        external={Boolean(android)}
      />
    </>
  );
}
