import { and, asc, eq } from 'drizzle-orm';
import type { Image } from '@atrium/shared/api/content';
import type { EpicDetail, EpicLink, EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { Images } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.service';
import { presentVideo } from '../edu/video';
import { epicEpisodes, type EpicRow } from './epic.table';

type ImageOf = (id: string | null | undefined, lang: Language) => Image | null;

export const epicLink = (row: EpicRow | undefined, lang: Language): EpicLink | null =>
  row ? { id: row.id, sequence: row.sequence, title: pickLocalized(row.title, lang).text } : null;

/** The epic history series: public episodes by sequence number. */
export function createEpic(db: Db, pictures: Images, storage: Storage) {
  const publicEpisodes = () =>
    db.select().from(epicEpisodes).where(eq(epicEpisodes.isPublic, true)).orderBy(asc(epicEpisodes.sequence));

  function summary(row: EpicRow, lang: Language, image: ImageOf): EpicSummary {
    const title = pickLocalized(row.title, lang);
    return {
      id: row.id,
      sequence: row.sequence,
      title: title.text,
      summary: pickLocalized(row.summary, lang).text,
      period: pickLocalized(row.period, lang).text,
      cover: image(row.coverId, lang),
      hasVideo: row.video !== null,
      quizQuestionCount: row.quiz.length,
      lang: title.lang,
    };
  }

  return {
    publicEpisodes,

    /** One public episode, or undefined. */
    async row(id: number) {
      const [row] = await db
        .select()
        .from(epicEpisodes)
        .where(and(eq(epicEpisodes.id, id), eq(epicEpisodes.isPublic, true)));
      return row;
    },

    async list(lang: Language): Promise<{ items: EpicSummary[] }> {
      const rows = await publicEpisodes();
      const image = await pictures.load(rows.map((r) => r.coverId));
      return { items: rows.map((r) => summary(r, lang, image)) };
    },

    async episode(id: number, lang: Language): Promise<EpicDetail | undefined> {
      const rows = await publicEpisodes();
      const index = rows.findIndex((r) => r.id === id);
      const row = rows[index];
      if (!row) return undefined;
      const image = await pictures.load([
        row.coverId,
        ...row.galleryIds,
        ...row.sections.map((s) => s.imageId),
        row.video?.posterId,
      ]);
      return {
        ...summary(row, lang, image),
        sections: presentSections(row.sections, lang, image),
        video: presentVideo(row.video, lang, image, storage),
        gallery: row.galleryIds.map((g) => image(g, lang)).filter((i): i is Image => i !== null),
        prev: epicLink(rows[index - 1], lang),
        next: epicLink(rows[index + 1], lang),
      };
    },
  };
}
export type Epic = ReturnType<typeof createEpic>;
