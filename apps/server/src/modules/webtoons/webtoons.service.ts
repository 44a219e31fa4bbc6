import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  Balloon,
  WebtoonDetail,
  WebtoonPosition,
  WebtoonPositionsResponse,
  WebtoonSummary,
} from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import { episodeSeries } from '../edu/episodes';
import type { ImageOf, Images } from '../uploads/media.presenter';
import { webtoonEpisodes, webtoonPositions, type StoredPanel, type WebtoonRow } from './webtoons.table';

/**
 * A panel's balloons in a language: each text along the language's fallback chain, else in the
 * episode's source language; a balloon with no text in any of them is left out.
 */
export function balloonsFor(panel: StoredPanel, lang: Language, sourceLang: Language): Balloon[] {
  return panel.balloons.flatMap(({ text, kind, x, y, width }) => {
    const picked = pickLocalized(text, lang);
    const served = picked.text ? picked : { text: text[sourceLang] ?? '', lang: sourceLang };
    return served.text ? [{ text: served.text, lang: served.lang, kind, x, y, width }] : [];
  });
}

/** Webtoon episodes (public ones, by sequence number) and members' reading positions. */
export function createWebtoons(db: Db, pictures: Images) {
  const publicEpisodes = () =>
    db.select().from(webtoonEpisodes).where(eq(webtoonEpisodes.isPublic, true)).orderBy(asc(webtoonEpisodes.sequence));

  function summary(row: WebtoonRow, lang: Language, image: ImageOf): WebtoonSummary {
    const title = pickLocalized(row.title, lang);
    return {
      id: row.id,
      sequence: row.sequence,
      title: title.text,
      summary: pickLocalized(row.summary, lang).text,
      thumbnail: image(row.thumbnailId, lang),
      publishedAt: row.publishedAt.toISOString(),
      lang: title.lang,
    };
  }
  const series = episodeSeries({ publicEpisodes, pictures, coverOf: (r: WebtoonRow) => r.thumbnailId, summary });

  return {
    list: series.list,

    async episode(id: number, lang: Language): Promise<WebtoonDetail | undefined> {
      const found = await series.find(id, lang);
      if (!found) return undefined;
      const { row, prev, next } = found;
      const image = await pictures.load([row.thumbnailId, ...row.panels.map((p) => p.image)]);
      return {
        ...summary(row, lang, image),
        // A panel whose picture is gone from the library is left out, like a missing gallery image.
        panels: row.panels.flatMap((panel) => {
          const art = image(panel.image, lang);
          return art ? [{ image: art, balloons: balloonsFor(panel, lang, row.sourceLang) }] : [];
        }),
        sourceLang: row.sourceLang,
        prev,
        next,
      };
    },

    async positions(userId: number): Promise<WebtoonPositionsResponse> {
      const rows = await db
        .select({
          episodeId: webtoonPositions.episodeId,
          sequence: webtoonEpisodes.sequence,
          panel: webtoonPositions.panel,
          updatedAt: webtoonPositions.updatedAt,
        })
        .from(webtoonPositions)
        .innerJoin(webtoonEpisodes, eq(webtoonEpisodes.id, webtoonPositions.episodeId))
        .where(and(eq(webtoonPositions.userId, userId), eq(webtoonEpisodes.isPublic, true)))
        .orderBy(desc(webtoonPositions.updatedAt), desc(webtoonEpisodes.sequence));
      const episodes = rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
      return { last: episodes[0] ?? null, episodes: [...episodes].sort((a, b) => a.sequence - b.sequence) };
    },

    /** undefined: no such public episode. */
    async savePosition(userId: number, episodeId: number, panel: number): Promise<WebtoonPosition | undefined> {
      const [episode] = await db
        .select({ id: webtoonEpisodes.id, sequence: webtoonEpisodes.sequence })
        .from(webtoonEpisodes)
        .where(and(eq(webtoonEpisodes.id, episodeId), eq(webtoonEpisodes.isPublic, true)));
      if (!episode) return undefined;
      const [row] = await db
        .insert(webtoonPositions)
        .values({ userId, episodeId, panel })
        .onConflictDoUpdate({
          target: [webtoonPositions.userId, webtoonPositions.episodeId],
          set: { panel, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('webtoon position upsert returned no row');
      return { episodeId, sequence: episode.sequence, panel: row.panel, updatedAt: row.updatedAt.toISOString() };
    },

    publicEpisodes,
  };
}
export type Webtoons = ReturnType<typeof createWebtoons>;
