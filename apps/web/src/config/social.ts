import type { SocialNetwork } from '@atrium/shared/api/site';
import type { IconComponent } from './menu';
import RssFeed from '@mui/icons-material/RssFeed';
import YouTube from '@mui/icons-material/YouTube';
import Instagram from '@mui/icons-material/Instagram';
import Facebook from '@mui/icons-material/Facebook';
import X from '@mui/icons-material/X';
import ChatBubble from '@mui/icons-material/ChatBubble';

export interface SocialLink {
  /** Key in the common namespace: the link's accessible name. */
  text: string;
  href: string;
  icon: IconComponent;
}

/**
 * How the side navigation shows each kind of channel staff list in the `site` singleton: the
 * name screen readers hear and the icon. The addresses come from the singleton (boot data).
 */
export const SOCIAL_NETWORKS: Readonly<Record<SocialNetwork, Omit<SocialLink, 'href'>>> = {
  blog: { text: 'social.blog', icon: RssFeed },
  youtube: { text: 'social.youtube', icon: YouTube },
  instagram: { text: 'social.instagram', icon: Instagram },
  facebook: { text: 'social.facebook', icon: Facebook },
  x: { text: 'social.x', icon: X },
  kakao: { text: 'social.kakao', icon: ChatBubble },
};
