import { asc, eq } from 'drizzle-orm';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Hotspot, Image, Section, SpaceDetail, SpaceSummary } from '@atrium/shared/api/content';
import { isIdParam } from '@atrium/shared/ids';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/settings.table';
import { presentImages, type ImageOf, type Images } from '../uploads/media.presenter';
import { hotspots, spaces, type SectionRow } from './spaces.table';

export const SPACES_MAP_SETTING = 'spaces.map';

export function presentSections(rows: SectionRow[], lang: Language, image: ImageOf): Section[] {
  return rows.map((s) => ({
    heading: pickLocalized(s.heading, lang).text,
    html: pickLocalized(s.body, lang).text,
    image: image(s.imageId, lang),
  }));
}

/** The venue's spaces, one space, and the hotspots of the spaces map. */
export function createSpaces(db: Db, images: Images) {
  function summary(row: typeof spaces.$inferSelect, lang: Language, image: ImageOf): SpaceSummary {
    const name = pickLocalized(row.name, lang);
    return {
      id: row.id,
      slug: row.slug,
      name: name.text,
      summary: pickLocalized(row.summary, lang).text,
      floor: pickLocalized(row.floor, lang).text,
      cover: image(row.coverId, lang),
      lang: name.lang,
    };
  }

  return {
    async list(lang: Language): Promise<SpaceSummary[]> {
      const rows = await db.select().from(spaces).orderBy(asc(spaces.position), asc(spaces.id));
      const image = await images.load(rows.map((r) => r.coverId));
      return rows.map((r) => summary(r, lang, image));
    },

    /** By numeric id or slug; undefined when there is none. */
    async one(idOrSlug: string, lang: Language): Promise<SpaceDetail | undefined> {
      const where = isIdParam(idOrSlug) ? eq(spaces.id, Number(idOrSlug)) : eq(spaces.slug, idOrSlug);
      const [row] = await db.select().from(spaces).where(where);
      if (!row) return undefined;
      const image = await images.load([row.coverId, ...row.galleryIds, ...row.sections.map((s) => s.imageId)]);
      return {
        ...summary(row, lang, image),
        sections: presentSections(row.sections, lang, image),
        gallery: presentImages(row.galleryIds, lang, image),
      };
    },

    async hotspots(lang: Language): Promise<{ map: Image | null; items: Hotspot[] }> {
      const [rows, [setting]] = await Promise.all([
        db.select().from(hotspots).orderBy(asc(hotspots.position), asc(hotspots.id)),
        db.select().from(siteSettings).where(eq(siteSettings.key, SPACES_MAP_SETTING)),
      ]);
      const mapId = (setting?.value as { image?: string } | undefined)?.image;
      const image = await images.load([mapId, ...rows.map((r) => r.popupImageId)]);
      return {
        map: image(mapId, lang),
        items: rows.map((r) => {
          const popup = image(r.popupImageId, lang);
          const title = pickLocalized(r.title, lang);
          return {
            top: r.top,
            left: r.left,
            link: r.link,
            popup_img_url: popup?.url ?? '',
            slug: r.slug,
            title: title.text,
            direction: r.direction === 'bottom' ? 'bottom' : 'top',
            popup_img: popup,
            lang: title.lang,
          };
        }),
      };
    },
  };
}
export type Spaces = ReturnType<typeof createSpaces>;
