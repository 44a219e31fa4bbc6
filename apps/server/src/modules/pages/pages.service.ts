import type { Language } from '@atrium/shared/languages';
import type { VenuePage, VenuePageSlug } from '@atrium/shared/api/content';
import type { Db } from '#server/db/client';
import type { Images } from '../uploads/media.presenter';
import { createPagesRepository } from './pages.repository';
import { presentVenuePage } from './pages.presenter';

/** The venue's own pages (about, history, Sunghwa, ceremony, terms, brochure). */
export function createPages(db: Db, images: Images) {
  const repo = createPagesRepository(db);
  return {
    async one(slug: VenuePageSlug, lang: Language): Promise<VenuePage | undefined> {
      const row = await repo.bySlug(slug);
      if (!row) return undefined;
      const image = await images.load([row.coverId, ...row.sections.map((s) => s.imageId)]);
      return presentVenuePage(row, lang, image);
    },
  };
}
export type Pages = ReturnType<typeof createPages>;
