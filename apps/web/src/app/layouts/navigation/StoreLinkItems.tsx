import { contentHref } from '@atrium/shared/links';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AppleIcon, ShopIcon } from './icons';
import { SocialLinkItem } from './SocialLinkItem';

/** The app store links of the `site` singleton; the app page itself where one is not set (or the link rule refuses it). */
export function StoreLinkItems({ ios = '', android = '' }: { ios?: string; android?: string }) {
  const lang = useLanguage();
  const appPage = { href: href(lang, 'app'), external: false };
  const stores = [
    { text: 'social.appStore', target: contentHref(lang, ios) ?? appPage, icon: AppleIcon },
    { text: 'social.playStore', target: contentHref(lang, android) ?? appPage, icon: ShopIcon },
  ];
  return stores.map(({ target, ...link }) => (
    <SocialLinkItem key={link.text} link={{ ...link, href: target.href }} external={target.external} />
  ));
}
