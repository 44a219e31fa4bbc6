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
  const series = episodeSeries(repo.publicEpisodes, pictures, {
    coverOf: (r: EpicRow) => r.coverId,
    summary: presentEpicSummary,
    picturesOf: (r) => [r.coverId, ...r.galleryIds, ...r.sections.map((s) => s.imageId), r.video?.posterId],
    detail: (row, links, lang, image) => presentEpicDetail(row, links, lang, image, storage),
  });

  return {
    publicEpisodes: repo.publicEpisodes,

    /** One public episode, or undefined. */
    row: repo.publicEpisode,

    list: series.list,

    episode: series.episode,
  };
}
export type Epic = ReturnType<typeof createEpic>;
