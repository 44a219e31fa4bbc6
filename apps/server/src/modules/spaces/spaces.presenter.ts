import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Hotspot, Section, SpaceDetail, SpaceSummary } from '@atrium/shared/api/content';
import { localizedTexts } from '#server/lib/present';
import { presentImages, type ImageOf } from '../uploads/media.presenter';
import type { SectionRow } from './spaces.table';
import type { HotspotRow, SpaceRow } from './spaces.repository';

/** A page's sections in a language (spaces, venue pages, exhibitions, the education courses). */
export function presentSections(rows: SectionRow[], lang: Language, image: ImageOf): Section[] {
  return rows.map((s) => ({
    heading: pickLocalized(s.heading, lang).text,
    html: pickLocalized(s.body, lang).text,
    image: image(s.imageId, lang),
  }));
}

export function presentSpaceSummary(row: SpaceRow, lang: Language, image: ImageOf): SpaceSummary {
  return {
    id: row.id,
    slug: row.slug,
    ...localizedTexts(row, lang, 'name', 'summary', 'floor'),
    cover: image(row.coverId, lang),
  };
}

export function presentSpaceDetail(row: SpaceRow, lang: Language, image: ImageOf): SpaceDetail {
  return {
    ...presentSpaceSummary(row, lang, image),
    sections: presentSections(row.sections, lang, image),
    gallery: presentImages(row.galleryIds, lang, image),
  };
}

/** A marker of the spaces map with its popup picture. */
export function presentHotspot(row: HotspotRow, lang: Language, image: ImageOf): Hotspot {
  const popup = image(row.popupImageId, lang);
  return {
    top: row.top,
    left: row.left,
    link: row.link,
    popup_img_url: popup?.url ?? '',
    slug: row.slug,
    ...localizedTexts(row, lang, 'title'),
    direction: row.direction === 'bottom' ? 'bottom' : 'top',
    popup_img: popup,
  };
}
