import type {
  ArtworkDetail,
  ArtworkImage,
  ArtworkSummary,
  ExhibitionDetail,
  ExhibitionSummary,
} from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import { localizedTexts } from '#server/lib/present';
import type { Storage } from '#server/lib/storage';
import { presentImages, type ImageOf } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.presenter';
import { presentVideo } from '../edu/video';
import type { ArtworkImageRow, ArtworkRow, ExhibitionRow } from './exhibitions.table';
import { eventStatus } from '../events/venue-time';

export function presentExhibitionSummary(
  row: ExhibitionRow,
  artworkCount: number,
  lang: Language,
  image: ImageOf,
  today: string,
): ExhibitionSummary {
  return {
    id: row.id,
    slug: row.slug,
    ...localizedTexts(row, lang, 'title', 'summary', 'place'),
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: eventStatus(row.startsOn, row.endsOn, today),
    cover: image(row.coverId, lang),
    artworkCount,
  };
}

export function presentArtworkSummary(
  row: ArtworkRow,
  exhibition: ExhibitionRow | undefined,
  lang: Language,
  image: ImageOf,
): ArtworkSummary {
  const { madeIn, ...texts } = localizedTexts(row, lang, 'title', 'maker', 'keyword', 'madeIn');
  return {
    id: row.id,
    ...texts,
    createdAt: madeIn,
    thumbnail: image(row.images[0]?.image, lang),
    exhibition: exhibition ? { slug: exhibition.slug, title: pickLocalized(exhibition.title, lang).text } : null,
  };
}

export function presentExhibitionDetail(
  row: ExhibitionRow,
  works: ArtworkRow[],
  lang: Language,
  image: ImageOf,
  today: string,
): ExhibitionDetail {
  return {
    ...presentExhibitionSummary(row, works.length, lang, image, today),
    description: pickLocalized(row.description, lang).text,
    hours: pickLocalized(row.hours, lang).text,
    locationGuide: presentSections(row.locationGuide, lang, image),
    exhibitionGuide: presentSections(row.exhibitionGuide, lang, image),
    gallery: presentImages(row.galleryIds, lang, image),
    artworks: works.map((w) => presentArtworkSummary(w, row, lang, image)),
  };
}

/** An artwork's pictures with their captions, leaving out any since deleted from the library. */
function presentArtworkImages(images: readonly ArtworkImageRow[], lang: Language, image: ImageOf): ArtworkImage[] {
  return images.flatMap((entry) => {
    const picture = image(entry.image, lang);
    return picture ? [{ ...picture, caption: pickLocalized(entry.caption, lang).text }] : [];
  });
}

/** An artwork with links to the ones before and after it in its gallery order. */
export function presentArtworkDetail(
  row: ArtworkRow,
  exhibition: ExhibitionRow | undefined,
  siblings: { prev: ArtworkRow | undefined; next: ArtworkRow | undefined },
  lang: Language,
  image: ImageOf,
  storage: Storage,
): ArtworkDetail {
  const link = (s: ArtworkRow | undefined) => (s ? { id: s.id, title: pickLocalized(s.title, lang).text } : null);
  return {
    ...presentArtworkSummary(row, exhibition, lang, image),
    content: pickLocalized(row.content, lang).text,
    symbol: pickLocalized(row.symbol, lang).text,
    material: pickLocalized(row.material, lang).text,
    scaleAndWeight: pickLocalized(row.scaleAndWeight, lang).text,
    creditLine: pickLocalized(row.creditLine, lang).text,
    objectNumber: row.objectNumber,
    rights: pickLocalized(row.rights, lang).text,
    relatedVideo: presentVideo(row.video, lang, image, storage),
    images: presentArtworkImages(row.images, lang, image),
    prev: link(siblings.prev),
    next: link(siblings.next),
  };
}
