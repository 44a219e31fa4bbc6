import type { SunghwaResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { localizedTexts } from '#server/lib/present';
import type { Storage } from '#server/lib/storage';
import type { ImageOf } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.presenter';
import { presentVideo } from '../edu/video';
import type { SunghwaChapterRow, SunghwaSetting } from './sunghwa.repository';

/** The course in a language; updatedAt is the latest change of its head or any chapter. */
export function presentSunghwaCourse(
  head: SunghwaSetting,
  headUpdatedAt: Date | undefined,
  chapters: SunghwaChapterRow[],
  lang: Language,
  image: ImageOf,
  storage: Storage,
): SunghwaResponse {
  const updated = [headUpdatedAt, ...chapters.map((c) => c.updatedAt)]
    .filter((d): d is Date => d instanceof Date)
    .reduce((a, b) => (a > b ? a : b), new Date(0));
  return {
    ...localizedTexts(head, lang, 'title', 'intro'),
    cover: image(head.cover, lang),
    chapters: chapters.map((c) => ({
      id: c.id,
      slug: c.slug,
      ...localizedTexts(c, lang, 'title', 'summary'),
      sections: presentSections(c.sections, lang, image),
      video: presentVideo(c.video, lang, image, storage),
    })),
    updatedAt: updated.toISOString(),
  };
}
