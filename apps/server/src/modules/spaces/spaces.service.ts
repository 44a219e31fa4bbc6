import type { Language } from '@atrium/shared/languages';
import type { Hotspot, Image, SpaceDetail, SpaceSummary } from '@atrium/shared/api/content';
import { isIdParam } from '@atrium/shared/ids';
import type { Db } from '#server/db/client';
import type { Images } from '../uploads/media.presenter';
import { createSpacesRepository } from './spaces.repository';
import { presentHotspot, presentSpaceDetail, presentSpaceSummary } from './spaces.presenter';

export { SPACES_MAP_SETTING } from './spaces.repository';

/** The venue's spaces, one space, and the hotspots of the spaces map. */
export function createSpaces(db: Db, images: Images) {
  const repo = createSpacesRepository(db);
  return {
    async list(lang: Language): Promise<SpaceSummary[]> {
      const rows = await repo.all();
      const image = await images.load(rows.map((r) => r.coverId));
      return rows.map((r) => presentSpaceSummary(r, lang, image));
    },

    /** By numeric id or slug; undefined when there is none. */
    async one(idOrSlug: string, lang: Language): Promise<SpaceDetail | undefined> {
      const row = isIdParam(idOrSlug) ? await repo.byId(Number(idOrSlug)) : await repo.bySlug(idOrSlug);
      if (!row) return undefined;
      const image = await images.load([row.coverId, ...row.galleryIds, ...row.sections.map((s) => s.imageId)]);
      return presentSpaceDetail(row, lang, image);
    },

    async hotspots(lang: Language): Promise<{ map: Image | null; items: Hotspot[] }> {
      const [rows, mapId] = await Promise.all([repo.hotspots(), repo.mapImageId()]);
      const image = await images.load([mapId, ...rows.map((r) => r.popupImageId)]);
      return { map: image(mapId, lang), items: rows.map((r) => presentHotspot(r, lang, image)) };
    },
  };
}
export type Spaces = ReturnType<typeof createSpaces>;
