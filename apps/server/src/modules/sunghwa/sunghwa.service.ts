import { asc, eq } from 'drizzle-orm';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/settings.table';
import type { Storage } from '../../lib/storage';
import type { Images } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.service';
import { presentVideo } from '../edu/video';
import { sunghwaChapters } from './sunghwa.table';

/** The site setting holding the course's title, introduction and cover. */
export const SUNGHWA_SETTING = 'edu.sunghwa';
export interface SunghwaSetting {
  title: Localized;
  intro: Localized;
  cover?: string | null;
}

/** The Sunghwa education course (member-only content, the same for every member). */
export function createSunghwa(db: Db, pictures: Images, storage: Storage) {
  return {
    async course(lang: Language): Promise<SunghwaResponse> {
      const [chapters, [setting]] = await Promise.all([
        db.select().from(sunghwaChapters).orderBy(asc(sunghwaChapters.position), asc(sunghwaChapters.id)),
        db.select().from(siteSettings).where(eq(siteSettings.key, SUNGHWA_SETTING)),
      ]);
      const head = (setting?.value ?? { title: {}, intro: {} }) as SunghwaSetting;
      const image = await pictures.load([
        head.cover,
        ...chapters.flatMap((c) => [...c.sections.map((s) => s.imageId), c.video?.posterId]),
      ]);
      const title = pickLocalized(head.title, lang);
      const updated = [setting?.updatedAt, ...chapters.map((c) => c.updatedAt)]
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
    },
  };
}
export type Sunghwa = ReturnType<typeof createSunghwa>;
