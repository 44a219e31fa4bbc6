import type { IconComponent } from './menu';
import RssFeed from '@mui/icons-material/RssFeed';
import YouTube from '@mui/icons-material/YouTube';
import Instagram from '@mui/icons-material/Instagram';
import Facebook from '@mui/icons-material/Facebook';
import ChatBubble from '@mui/icons-material/ChatBubble';
import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';

export interface SocialLink {
  /** Key in the common namespace: the link's accessible name. */
  text: string;
  href: string;
  icon: IconComponent;
}

/** The venue's channels, shown as a row of icons opening in a new tab (spec: side navigation). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { text: 'social.blog', href: 'https://blog.naver.com/atrium_memorial', icon: RssFeed },
  { text: 'social.video', href: 'https://www.youtube.com/@atrium-memorial', icon: YouTube },
  { text: 'social.photo', href: 'https://www.instagram.com/atrium.memorial', icon: Instagram },
  { text: 'social.network', href: 'https://www.facebook.com/atrium.memorial', icon: Facebook },
  { text: 'social.chat', href: 'https://pf.kakao.com/_atriummemorial', icon: ChatBubble },
  { text: 'social.appStore', href: 'https://apps.apple.com/app/atrium-memorial/id6479001234', icon: Apple },
  {
    text: 'social.playStore',
    href: 'https://play.google.com/store/apps/details?id=org.atriummemorial.app',
    icon: Shop,
  },
];
