import type { Log } from '#server/lib/logger';
import { validateData } from '@atrium/shared/content/validate';
import type { Field } from '@atrium/shared/content/fields';
import { isContentLink } from '@atrium/shared/links';
import { site } from '@atrium/shared/content/types/singletons';
import type { Language } from '@atrium/shared/languages';
import siteDemo from '#server/db/seed/data/site.json' with { type: 'json' };
import type { ContentCache } from '#server/lib/content-cache';
import { toPublicAppInfo, toSiteLinks, type SiteData } from './site-info.presenter';
import type { SiteSettingsRepository } from './site-info.repository';

/** The site_settings key the content engine publishes the `site` singleton under. */
const SITE_SETTINGS_KEY = 'site';
/** Where the app page's former editor kept the store links, release date and notice. */
const LEGACY_APP_KEY = 'app';

/** The declaration's normalized shape; validateData returns exactly the declared fields. */
function asSiteData(value: unknown): { ok: true; data: SiteData } | { ok: false; fields: Record<string, string> } {
  const result = validateData(site, value);
  return result.ok ? { ok: true, data: result.data as unknown as SiteData } : result;
}

const demoResult = asSiteData(siteDemo);
if (!demoResult.ok) throw new Error(`seed/data/site.json: ${JSON.stringify(demoResult.fields)}`);
/** What the site shows until staff publish the `site` singleton: the demo data file. */
const SITE_DEMO: SiteData = demoResult.data;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refusedLink = (field: Field, value: unknown) =>
  field.kind === 'link' && typeof value === 'string' && value !== '' && !isContentLink(value);

/**
 * A stored document without the links the rule now refuses (saved under a looser one:
 * `https:evil.example`): an optional link is left empty, a list item whose required link is
 * refused is left out. The rest of what staff published still shows; only a document broken
 * otherwise gives way to the demo data.
 */
function withoutRefusedLinks(fields: Record<string, Field>, value: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(fields)) {
    const item = value[name];
    if (refusedLink(field, item) && !field.required) kept[name] = '';
    else if (field.kind === 'list' && Array.isArray(item)) {
      kept[name] = item
        .filter(
          (entry) =>
            !isRecord(entry) || !Object.entries(field.of).some(([k, f]) => f.required && refusedLink(f, entry[k])),
        )
        .map((entry) => (isRecord(entry) ? withoutRefusedLinks(field.of, entry) : entry));
    } else if (field.kind === 'group' && isRecord(item)) kept[name] = withoutRefusedLinks(field.of, item);
  }
  return kept;
}

/**
 * The one reader of the `site` singleton (who runs the site, its contact and links, the app's
 * store links and notice): the footer, the side navigation and the app page all come from it.
 * Reads go through the content cache, which the engine empties on publish.
 */
export function createSiteInfo(settings: SiteSettingsRepository, cache: ContentCache, log?: Log) {
  async function read(): Promise<SiteData> {
    const stored = await settings.value(SITE_SETTINGS_KEY);
    if (stored !== undefined) {
      const result = asSiteData(isRecord(stored) ? withoutRefusedLinks(site.fields, stored) : stored);
      if (result.ok) return result.data;
      log?.warn(
        { fields: result.fields },
        'site_settings "site" does not match its declaration: showing the demo data',
      );
      return SITE_DEMO;
    }
    // Not published through the engine yet: what staff saved on the former app page still counts.
    const legacy = await settings.value(LEGACY_APP_KEY);
    if (!isRecord(legacy)) return SITE_DEMO;
    const { iosUrl, androidUrl, releaseDate, notice } = legacy;
    const merged = asSiteData({ ...SITE_DEMO, iosUrl, androidUrl, releaseDate, appNotice: notice });
    return merged.ok ? merged.data : SITE_DEMO;
  }

  /** The published data (or the demo data), through the cache. */
  const data = async (): Promise<SiteData> => JSON.parse((await cache.get('site-info', read)).json) as SiteData;

  return {
    data,
    /** GET /api/app in a language. */
    app: async (lang: Language) => toPublicAppInfo(await data(), lang),
    /** The boot data's `site`, serialized once per change (its etag keys the server's rendered pages). */
    links: (): Promise<{ json: string; etag: string }> =>
      cache.get('site-info:links', async () => toSiteLinks(await data())),
  };
}
export type SiteInfo = ReturnType<typeof createSiteInfo>;
