import { createContext, useContext } from 'react';
import type { SiteLinks } from '@atrium/shared/api/site';
import { isRecord } from './i18n/bundles';

/** The `site` singleton's links (the boot data's `site`); null when the page came without them. */
export const SiteLinksContext = createContext<SiteLinks | null>(null);

/** Who runs the site, its contact and its links: what the footer and the side navigation show. */
export const useSiteLinks = (): SiteLinks | null => useContext(SiteLinksContext);

const isSocial = (value: unknown): value is SiteLinks['social'][number] =>
  isRecord(value) && typeof value.network === 'string' && typeof value.url === 'string';

/** The boot data's `site`, checked by hand (no zod in the first-load script); null when malformed. */
export function readSiteLinks(raw: unknown): SiteLinks | null {
  if (!isRecord(raw) || !isRecord(raw.managingBody) || !Array.isArray(raw.social)) return null;
  const { managingBodyUrl, contactEmail, iosUrl, androidUrl } = raw;
  const strings = [managingBodyUrl, contactEmail, iosUrl, androidUrl];
  if (!strings.every((s): s is string => typeof s === 'string')) return null;
  const managingBody = Object.fromEntries(
    Object.entries(raw.managingBody).filter(([, text]) => typeof text === 'string'),
  );
  return {
    managingBody,
    managingBodyUrl: managingBodyUrl as string,
    contactEmail: contactEmail as string,
    social: raw.social.filter(isSocial),
    iosUrl: iosUrl as string,
    androidUrl: androidUrl as string,
  };
}
