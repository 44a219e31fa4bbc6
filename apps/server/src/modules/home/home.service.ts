import type { Language } from '@atrium/shared/languages';
import type { FamilySite, SlidesResponse } from '@atrium/shared/api/content';
import type { Db } from '#server/db/client';
import type { Images } from '../uploads/media.presenter';
import { createHomeRepository } from './home.repository';
import { presentFamilySite, presentSlides } from './home.presenter';

/** The home page's slides and family sites, in a language with its fallbacks. */
export function createHome(db: Db, images: Images) {
  const repo = createHomeRepository(db);
  return {
    async slides(lang: Language): Promise<SlidesResponse> {
      const slides = await repo.slides();
      const image = await images.load([
        ...slides.main.flatMap((s) => [s.pcImageId, s.mobileImageId]),
        ...slides.sub.map((s) => s.imageId),
        ...slides.edu.map((s) => s.imageId),
      ]);
      return presentSlides(slides, lang, image);
    },

    async familySites(lang: Language): Promise<{ sites: FamilySite[] }> {
      const rows = await repo.familySites();
      const image = await images.load(rows.map((r) => r.logoId));
      return { sites: rows.map((r) => presentFamilySite(r, lang, image)) };
    },
  };
}
export type Home = ReturnType<typeof createHome>;
