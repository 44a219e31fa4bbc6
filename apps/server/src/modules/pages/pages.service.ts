import { eq } from 'drizzle-orm';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { VenuePage, VenuePageSlug } from '@atrium/shared/api/content';
import type { Db } from '../../db/client';
import type { Images } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.service';
import { venuePages } from './pages.table';

/** The venue's own pages (about, history, Sunghwa, ceremony, terms, brochure). */
export function createPages(db: Db, images: Images) {
  return {
    async one(slug: VenuePageSlug, lang: Language): Promise<VenuePage | undefined> {
      const [row] = await db.select().from(venuePages).where(eq(venuePages.slug, slug));
      if (!row) return undefined;
      const image = await images.load([row.coverId, ...row.sections.map((s) => s.imageId)]);
      const title = pickLocalized(row.title, lang);
      return {
        slug: row.slug,
        title: title.text,
        summary: pickLocalized(row.summary, lang).text,
        cover: image(row.coverId, lang),
        sections: presentSections(row.sections, lang, image),
        updatedAt: row.updatedAt.toISOString(),
        lang: title.lang,
      };
    },
  };
}
export type Pages = ReturnType<typeof createPages>;
