import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { VenuePage } from '@atrium/shared/api/content';
import type { ImageOf } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.presenter';
import type { VenuePageRow } from './pages.repository';

export function presentVenuePage(row: VenuePageRow, lang: Language, image: ImageOf): VenuePage {
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
}
