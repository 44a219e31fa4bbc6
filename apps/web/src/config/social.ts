import type { SocialNetwork } from '@atrium/shared/api/site';
import type { IconComponent } from './menu';
import {
  ChatBubbleIcon,
  FacebookIcon,
  InstagramIcon,
  RssFeedIcon,
  XIcon,
  YouTubeIcon,
} from '#web/app/layouts/navigation/icons';

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
  blog: { text: 'social.blog', icon: RssFeedIcon },
  youtube: { text: 'social.youtube', icon: YouTubeIcon },
  instagram: { text: 'social.instagram', icon: InstagramIcon },
  facebook: { text: 'social.facebook', icon: FacebookIcon },
  x: { text: 'social.x', icon: XIcon },
  kakao: { text: 'social.kakao', icon: ChatBubbleIcon },
};
