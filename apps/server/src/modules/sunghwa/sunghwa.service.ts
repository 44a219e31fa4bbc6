import type { SunghwaResponse } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import type { Images } from '../uploads/media.presenter';
import { createSunghwaRepository, type SunghwaSetting } from './sunghwa.repository';
import { presentSunghwaCourse } from './sunghwa.presenter';

export { SUNGHWA_SETTING } from './sunghwa.repository';

/** The Sunghwa education course (member-only content, the same for every member). */
export function createSunghwa(db: Db, pictures: Images, storage: Storage) {
  const repo = createSunghwaRepository(db);
  return {
    async course(lang: Language): Promise<SunghwaResponse> {
      const [chapters, setting] = await Promise.all([repo.chapters(), repo.setting()]);
      const head: SunghwaSetting = setting?.value ?? { title: {}, intro: {} };
      const image = await pictures.load([
        head.cover,
        ...chapters.flatMap((c) => [...c.sections.map((s) => s.imageId), c.video?.posterId]),
      ]);
      return presentSunghwaCourse(head, setting?.updatedAt, chapters, lang, image, storage);
    },
  };
}
export type Sunghwa = ReturnType<typeof createSunghwa>;
