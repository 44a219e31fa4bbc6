import type { SunghwaResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
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
  const title = pickLocalized(head.title, lang);
  const updated = [headUpdatedAt, ...chapters.map((c) => c.updatedAt)]
    .filter((d): d is Date => d instanceof Date)
    .reduce((a, b) => (a > b ? a : b), new Date(0));
  return {
    title: title.text,
    intro: pickLocalized(head.intro, lang).text,
    cover: image(head.cover, lang),
    chapters: chapters.map((c) => {
      const t = pickLocalized(c.title, lang);
      return {
        id: c.id,
        slug: c.slug,
        title: t.text,
        summary: pickLocalized(c.summary, lang).text,
        sections: presentSections(c.sections, lang, image),
        video: presentVideo(c.video, lang, image, storage),
        lang: t.lang,
      };
    }),
    updatedAt: updated.toISOString(),
    lang: title.lang,
  };
}
