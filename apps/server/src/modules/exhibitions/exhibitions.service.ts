import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  ArtworkDetail,
  ArtworkSummary,
  ArtworksResponse,
  ExhibitionDetail,
  ExhibitionSummary,
} from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { presentImages, type ImageOf, type Images } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.service';
import { presentVideo } from '../edu/video';
import { artworks, exhibitions, type ArtworkRow, type ExhibitionRow } from './exhibitions.table';

/** Exhibitions and the artworks of the online gallery: public ones only. */
export function createExhibitions(db: Db, pictures: Images, storage: Storage) {
  const publicExhibitions = () =>
    db
      .select()
      .from(exhibitions)
      .where(eq(exhibitions.isPublic, true))
      .orderBy(asc(exhibitions.position), asc(exhibitions.id));

  function exhibitionSummary(
    row: ExhibitionRow,
    artworkCount: number,
    lang: Language,
    image: ImageOf,
  ): ExhibitionSummary {
    const title = pickLocalized(row.title, lang);
    return {
      id: row.id,
      slug: row.slug,
      title: title.text,
      summary: pickLocalized(row.summary, lang).text,
      place: pickLocalized(row.place, lang).text,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      cover: image(row.coverId, lang),
      artworkCount,
      lang: title.lang,
    };
  }

  function artworkSummary(
    row: ArtworkRow,
    exhibition: ExhibitionRow | undefined,
    lang: Language,
    image: ImageOf,
  ): ArtworkSummary {
    const title = pickLocalized(row.title, lang);
    return {
      id: row.id,
      title: title.text,
      keyword: pickLocalized(row.keyword, lang).text,
      createdAt: pickLocalized(row.madeIn, lang).text,
      thumbnail: image(row.imageIds[0], lang),
      exhibition: exhibition ? { slug: exhibition.slug, title: pickLocalized(exhibition.title, lang).text } : null,
      lang: title.lang,
    };
  }

  /** Public artworks, optionally of one exhibition, in gallery order (exhibition, then position). */
  async function publicArtworks(exhibitionId?: number) {
    const visible = await publicExhibitions();
    const byId = new Map(visible.map((e) => [e.id, e]));
    const rows = await db
      .select()
      .from(artworks)
      .where(
        exhibitionId === undefined
          ? eq(artworks.isPublic, true)
          : and(eq(artworks.isPublic, true), eq(artworks.exhibitionId, exhibitionId)),
      )
      .orderBy(asc(artworks.position), asc(artworks.id));
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
    async list(lang: Language): Promise<{ items: ExhibitionSummary[] }> {
      const rows = await publicExhibitions();
      const counts = rows.length
        ? await db
            .select({ id: artworks.exhibitionId, n: count() })
            .from(artworks)
            .where(
              and(
                eq(artworks.isPublic, true),
                inArray(
                  artworks.exhibitionId,
                  rows.map((r) => r.id),
                ),
              ),
            )
            .groupBy(artworks.exhibitionId)
        : [];
      const n = new Map(counts.map((c) => [c.id, c.n]));
      const image = await pictures.load(rows.map((r) => r.coverId));
      return { items: rows.map((r) => exhibitionSummary(r, n.get(r.id) ?? 0, lang, image)) };
    },

    async bySlug(slug: string, lang: Language): Promise<ExhibitionDetail | undefined> {
      const [row] = await db
        .select()
        .from(exhibitions)
        .where(and(eq(exhibitions.slug, slug), eq(exhibitions.isPublic, true)));
      if (!row) return undefined;
      const { rows: works } = await publicArtworks(row.id);
      const image = await pictures.load([
        row.coverId,
        ...row.galleryIds,
        ...row.locationGuide.map((s) => s.imageId),
        ...row.exhibitionGuide.map((s) => s.imageId),
        ...works.map((w) => w.imageIds[0]),
      ]);
      return {
        ...exhibitionSummary(row, works.length, lang, image),
        description: pickLocalized(row.description, lang).text,
        hours: pickLocalized(row.hours, lang).text,
        locationGuide: presentSections(row.locationGuide, lang, image),
        exhibitionGuide: presentSections(row.exhibitionGuide, lang, image),
        gallery: presentImages(row.galleryIds, lang, image),
        artworks: works.map((w) => artworkSummary(w, row, lang, image)),
      };
    },

    /** undefined: no such public exhibition. */
    async artworks(
      page: number,
      exhibitionSlug: string | undefined,
      lang: Language,
    ): Promise<ArtworksResponse | undefined> {
      let exhibitionId: number | undefined;
      if (exhibitionSlug !== undefined) {
        const [row] = await db
          .select({ id: exhibitions.id })
          .from(exhibitions)
          .where(and(eq(exhibitions.slug, exhibitionSlug), eq(exhibitions.isPublic, true)));
        if (!row) return undefined;
        exhibitionId = row.id;
      }
      const { rows, byId } = await publicArtworks(exhibitionId);
      const slice = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      const image = await pictures.load(slice.map((r) => r.imageIds[0]));
      return {
        items: slice.map((r) => artworkSummary(r, byId.get(r.exhibitionId ?? -1), lang, image)),
        page,
        pageSize: PAGE_SIZE,
        total: rows.length,
      };
    },

    async artwork(id: number, lang: Language): Promise<ArtworkDetail | undefined> {
      const [row] = await db
        .select()
        .from(artworks)
        .where(and(eq(artworks.id, id), eq(artworks.isPublic, true)));
      if (!row) return undefined;
      const { rows: siblings, byId } = await publicArtworks(row.exhibitionId ?? undefined);
      const exhibition = row.exhibitionId === null ? undefined : byId.get(row.exhibitionId);
      if (row.exhibitionId !== null && !exhibition) return undefined;
      const index = siblings.findIndex((s) => s.id === row.id);
      const link = (s: ArtworkRow | undefined) => (s ? { id: s.id, title: pickLocalized(s.title, lang).text } : null);
      const image = await pictures.load([...row.imageIds, row.video?.posterId]);
      return {
        ...artworkSummary(row, exhibition, lang, image),
        content: pickLocalized(row.content, lang).text,
        symbol: pickLocalized(row.symbol, lang).text,
        scaleAndWeight: pickLocalized(row.scaleAndWeight, lang).text,
        material: pickLocalized(row.material, lang).text,
        relatedVideo: presentVideo(row.video, lang, image, storage),
        images: presentImages(row.imageIds, lang, image),
        prev: link(siblings[index - 1]),
        next: link(siblings[index + 1]),
      };
    },

    /** For the sitemap. */
    async publicEntries() {
      const list = await publicExhibitions();
      const { rows } = await publicArtworks();
      return { exhibitions: list, artworks: rows };
    },
  };
}
export type Exhibitions = ReturnType<typeof createExhibitions>;
