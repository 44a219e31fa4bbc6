import type { SiteLinks } from '@atrium/shared/api/site';

/** The `site` singleton's links as a test publishes them (none of it is in the code). */
export const testSiteLinks: SiteLinks = {
  managingBody: { ko: '운영 재단', en: 'Operating Foundation' },
  managingBodyUrl: 'https://foundation.example.org',
  contactEmail: 'desk@example.org',
  social: [{ network: 'youtube', url: 'https://www.youtube.com/@test' }],
  iosUrl: 'https://apps.apple.com/app/id9',
  androidUrl: 'https://play.google.com/store/apps/details?id=t',
};
