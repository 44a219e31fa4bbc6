import type { EpicDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import type { Images } from '../uploads/media.presenter';
import { episodeSeries } from '../edu/episodes';
import type { EpicRow } from './epic.table';
import { createEpicRepository } from './epic.repository';
import { presentEpicDetail, presentEpicSummary } from './epic.presenter';

/** The epic history series: public episodes by sequence number. */
export function createEpic(db: Db, pictures: Images, storage: Storage) {
  const repo = createEpicRepository(db);
  const series = episodeSeries({
    publicEpisodes: repo.publicEpisodes,
    pictures,
    coverOf: (r: EpicRow) => r.coverId,
    summary: presentEpicSummary,
  });

  return {
    publicEpisodes: repo.publicEpisodes,

    /** One public episode, or undefined. */
    row: repo.publicEpisode,

    list: series.list,

    async episode(id: number, lang: Language): Promise<EpicDetail | undefined> {
      const found = await series.find(id, lang);
      if (!found) return undefined;
      const { row } = found;
      const image = await pictures.load([
        row.coverId,
        ...row.galleryIds,
        ...row.sections.map((s) => s.imageId),
        row.video?.posterId,
      ]);
      return presentEpicDetail(row, found, lang, image, storage);
    },
  };
}
export type Epic = ReturnType<typeof createEpic>;
