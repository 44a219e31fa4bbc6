import { and, asc, eq } from 'drizzle-orm';
import type { EpicDetail, EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { presentImages, type ImageOf, type Images } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.service';
import { episodeSeries } from '../edu/episodes';
import { presentVideo } from '../edu/video';
import { epicEpisodes, type EpicRow } from './epic.table';

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
  const series = episodeSeries({ publicEpisodes, pictures, coverOf: (r: EpicRow) => r.coverId, summary });

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

    list: series.list,

    async episode(id: number, lang: Language): Promise<EpicDetail | undefined> {
      const found = await series.find(id, lang);
      if (!found) return undefined;
      const { row, prev, next } = found;
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
        gallery: presentImages(row.galleryIds, lang, image),
        prev,
        next,
      };
    },
  };
}
export type Epic = ReturnType<typeof createEpic>;
