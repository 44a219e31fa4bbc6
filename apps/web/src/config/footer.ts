import type { PageId } from '@atrium/shared/routes';

/** Footer navigation (docs/spec/product-spec.md §2: navigation links, terms of service, privacy terms). */
export const FOOTER_LINKS: readonly { text: string; page: PageId }[] = [
  { text: 'nav.about', page: 'about' },
  { text: 'nav.spaces', page: 'spaces' },
  { text: 'nav.exhibitions', page: 'exhibitions' },
  { text: 'nav.news', page: 'news' },
  { text: 'nav.event', page: 'event' },
  { text: 'nav.app', page: 'app' },
];

export const TERMS_LINKS: readonly { text: string; page: PageId }[] = [
  { text: 'footer.termsService', page: 'termsService' },
  { text: 'footer.termsPrivacy', page: 'termsPrivacy' },
];
