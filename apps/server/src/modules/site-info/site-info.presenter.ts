import type { PublicAppInfo } from '@atrium/shared/api/app-info';
import type { SiteLinks } from '@atrium/shared/api/site';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';

/** The `site` singleton's data as validateData(site, …) returns it (packages/shared/src/content/types/singletons.ts). */
export interface SiteData extends SiteLinks {
  releaseDate: string | null;
  appNotice: Localized;
}

/** GET /api/app: the store links, the release date and the notice in the visitor's language. */
export function toPublicAppInfo(site: SiteData, lang: Language): PublicAppInfo {
  return {
    iosUrl: site.iosUrl,
    androidUrl: site.androidUrl,
    releaseDate: site.releaseDate,
    notice: pickLocalized(site.appNotice, lang),
  };
}

/** What every page's navigation and footer show (the boot data's `site`). */
export function toSiteLinks(site: SiteData): SiteLinks {
  return {
    managingBody: site.managingBody,
    managingBodyUrl: site.managingBodyUrl,
    contactEmail: site.contactEmail,
    social: site.social.map(({ network, url }) => ({ network, url })),
    iosUrl: site.iosUrl,
    androidUrl: site.androidUrl,
  };
}
