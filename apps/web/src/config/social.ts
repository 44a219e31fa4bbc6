import type { IconComponent } from './menu';
import RssFeed from '@mui/icons-material/RssFeed';
import YouTube from '@mui/icons-material/YouTube';
import Instagram from '@mui/icons-material/Instagram';
import Facebook from '@mui/icons-material/Facebook';
import ChatBubble from '@mui/icons-material/ChatBubble';

export interface SocialLink {
  /** Key in the common namespace: the link's accessible name. */
  text: string;
  href: string;
  icon: IconComponent;
}

/**
 * The venue's channels, shown as a row of icons opening in a new tab (spec: side navigation).
 * The app store links follow them, from what staff set on the app page (/api/app).
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { text: 'social.blog', href: 'https://blog.naver.com/atrium_memorial', icon: RssFeed },
  { text: 'social.video', href: 'https://www.youtube.com/@atrium-memorial', icon: YouTube },
  { text: 'social.photo', href: 'https://www.instagram.com/atrium.memorial', icon: Instagram },
  { text: 'social.network', href: 'https://www.facebook.com/atrium.memorial', icon: Facebook },
  { text: 'social.chat', href: 'https://pf.kakao.com/_atriummemorial', icon: ChatBubble },
];
