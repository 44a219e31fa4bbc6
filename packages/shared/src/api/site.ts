import type { Localized } from '../localized';
import type { SOCIAL_NETWORKS } from '../content/types/singletons';

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * What the side navigation and the footer of every page show from the `site` singleton
 * (docs/spec/decisions.md §11): it travels in the boot data, so they need no request and no API client.
 * The managing body comes in every language it has, so a language switch needs nothing new.
 */
export interface SiteLinks {
  managingBody: Localized;
  /** The managing body's own site, which the footer's credit links to. */
  managingBodyUrl: string;
  contactEmail: string;
  /** In the order staff set. */
  social: Array<{ network: SocialNetwork; url: string }>;
  /** '' when not set: the side navigation then links to the app page. */
  iosUrl: string;
  androidUrl: string;
}
