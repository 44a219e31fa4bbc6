import type { WebtoonPosition, WebtoonPositionsResponse } from '@atrium/shared/api/edu';
import type { Db } from '#server/db/client';
import { episodeSeries } from '../edu/episodes';
import type { Images } from '../uploads/media.presenter';
import type { WebtoonRow } from './webtoons.table';
import { createWebtoonsRepository } from './webtoons.repository';
import { presentWebtoonDetail, presentWebtoonSummary } from './webtoons.presenter';

/** Webtoon episodes (public ones, by sequence number) and members' reading positions. */
export function createWebtoons(db: Db, pictures: Images) {
  const repo = createWebtoonsRepository(db);
  const series = episodeSeries(repo.publicEpisodes, pictures, {
    coverOf: (r: WebtoonRow) => r.thumbnailId,
    summary: presentWebtoonSummary,
    picturesOf: (r) => [r.thumbnailId, ...r.panels.map((p) => p.image)],
    detail: presentWebtoonDetail,
  });

  return {
    list: series.list,

    episode: series.episode,

    async positions(userId: number): Promise<WebtoonPositionsResponse> {
      const rows = await repo.positionsOf(userId);
      const episodes = rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
      return { last: episodes[0] ?? null, episodes: [...episodes].sort((a, b) => a.sequence - b.sequence) };
    },

    /** undefined: no such public episode. */
    async savePosition(userId: number, episodeId: number, panel: number): Promise<WebtoonPosition | undefined> {
      const episode = await repo.publicEpisodeSequence(episodeId);
      if (!episode) return undefined;
      const row = await repo.savePosition(userId, episodeId, panel);
      return { episodeId, sequence: episode.sequence, panel: row.panel, updatedAt: row.updatedAt.toISOString() };
    },

    publicEpisodes: repo.publicEpisodes,
  };
}
export type Webtoons = ReturnType<typeof createWebtoons>;
