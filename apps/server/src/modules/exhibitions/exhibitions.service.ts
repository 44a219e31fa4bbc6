import type { ArtworkDetail, ArtworksResponse, ExhibitionDetail, ExhibitionSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import type { Images } from '../uploads/media.presenter';
import { createExhibitionsRepository } from './exhibitions.repository';
import {
  presentArtworkDetail,
  presentArtworkSummary,
  presentExhibitionDetail,
  presentExhibitionSummary,
} from './exhibitions.presenter';

/**
 * Exhibitions and the artworks of the online gallery: public ones only. `today` is the venue's
 * date, by which an exhibition is on now, upcoming or ended.
 */
export function createExhibitions(db: Db, pictures: Images, storage: Storage, today: () => string) {
  const repo = createExhibitionsRepository(db);

  /** Public artworks, optionally of one exhibition, in gallery order (exhibition, then position). */
  async function publicArtworks(exhibitionId?: number) {
    const visible = await repo.publicExhibitions();
    const byId = new Map(visible.map((e) => [e.id, e]));
    const rows = await repo.publicArtworks(exhibitionId);
    // An artwork of a hidden exhibition is hidden with it.
    const shown = rows.filter((r) => r.exhibitionId === null || byId.has(r.exhibitionId));
    const order = new Map(visible.map((e, i) => [e.id, i]));
    shown.sort(
      (a, b) =>
        (order.get(a.exhibitionId ?? -1) ?? visible.length) - (order.get(b.exhibitionId ?? -1) ?? visible.length),
    );
    return { rows: shown, byId };
  }

  return {
    today,
    async list(lang: Language): Promise<{ items: ExhibitionSummary[] }> {
      const rows = await repo.publicExhibitions();
      const n = await repo.publicArtworkCounts(rows.map((r) => r.id));
      const image = await pictures.load(rows.map((r) => r.coverId));
      const day = today();
      return { items: rows.map((r) => presentExhibitionSummary(r, n.get(r.id) ?? 0, lang, image, day)) };
    },

    async bySlug(slug: string, lang: Language): Promise<ExhibitionDetail | undefined> {
      const row = await repo.publicExhibition(slug);
      if (!row) return undefined;
      const { rows: works } = await publicArtworks(row.id);
      const image = await pictures.load([
        row.coverId,
        ...row.galleryIds,
        ...row.locationGuide.map((s) => s.imageId),
        ...row.exhibitionGuide.map((s) => s.imageId),
        ...works.map((w) => w.images[0]?.image),
      ]);
      return presentExhibitionDetail(row, works, lang, image, today());
    },

    /** undefined: no such public exhibition. */
    async artworks(
      page: number,
      exhibitionSlug: string | undefined,
      lang: Language,
    ): Promise<ArtworksResponse | undefined> {
      let exhibitionId: number | undefined;
      if (exhibitionSlug !== undefined) {
        exhibitionId = await repo.publicExhibitionId(exhibitionSlug);
        if (exhibitionId === undefined) return undefined;
      }
      const { rows, byId } = await publicArtworks(exhibitionId);
      const slice = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const image = await pictures.load(slice.map((r) => r.images[0]?.image));
      return {
        items: slice.map((r) => presentArtworkSummary(r, byId.get(r.exhibitionId ?? -1), lang, image)),
        page,
        pageSize: PAGE_SIZE,
        total: rows.length,
      };
    },

    async artwork(id: number, lang: Language): Promise<ArtworkDetail | undefined> {
      const row = await repo.publicArtwork(id);
      if (!row) return undefined;
      const { rows: siblings, byId } = await publicArtworks(row.exhibitionId ?? undefined);
      const exhibition = row.exhibitionId === null ? undefined : byId.get(row.exhibitionId);
      if (row.exhibitionId !== null && !exhibition) return undefined;
      const index = siblings.findIndex((s) => s.id === row.id);
      const image = await pictures.load([...row.images.map((i) => i.image), row.video?.posterId]);
      const around = { prev: siblings[index - 1], next: siblings[index + 1] };
      return presentArtworkDetail(row, exhibition, around, lang, image, storage);
    },

    /** For the sitemap. */
    async publicEntries() {
      const list = await repo.publicExhibitions();
      const { rows } = await publicArtworks();
      return { exhibitions: list, artworks: rows };
    },
  };
}
export type Exhibitions = ReturnType<typeof createExhibitions>;
