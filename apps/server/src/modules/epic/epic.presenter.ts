import type { EpicDetail, EpicSummary, EpisodeLink } from '@atrium/shared/api/edu';
import type { QuizDetail, QuizSummary } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import { localizedTexts } from '#server/lib/present';
import type { Storage } from '#server/lib/storage';
import { presentImages, type ImageOf } from '../uploads/media.presenter';
import { presentSections } from '../spaces/spaces.presenter';
import { episodeLink } from '../edu/episodes';
import { presentVideo } from '../edu/video';
import type { EpicRow } from './epic.table';
import type { QuizScore } from './epic.repository';

export function presentEpicSummary(row: EpicRow, lang: Language, image: ImageOf): EpicSummary {
  return {
    id: row.id,
    sequence: row.sequence,
    ...localizedTexts(row, lang, 'title', 'summary', 'period'),
    cover: image(row.coverId, lang),
    hasVideo: row.video !== null,
    quizQuestionCount: row.quiz.length,
  };
}

export function presentEpicDetail(
  row: EpicRow,
  links: { prev: EpisodeLink | null; next: EpisodeLink | null },
  lang: Language,
  image: ImageOf,
  storage: Storage,
): EpicDetail {
  return {
    ...presentEpicSummary(row, lang, image),
    sections: presentSections(row.sections, lang, image),
    video: presentVideo(row.video, lang, image, storage),
    gallery: presentImages(row.galleryIds, lang, image),
    prev: links.prev,
    next: links.next,
  };
}

export function presentQuizSummary(row: EpicRow, score: QuizScore | undefined, lang: Language): QuizSummary {
  const episode = episodeLink(row, lang);
  if (!episode) throw new Error('unreachable');
  return {
    id: row.id,
    episode,
    ...localizedTexts(row, lang, 'title'),
    questionCount: row.quiz.length,
    bestScore: score?.bestScore ?? null,
    attempts: score?.attempts ?? 0,
  };
}

export function presentQuizDetail(row: EpicRow, score: QuizScore | undefined, lang: Language): QuizDetail {
  return {
    ...presentQuizSummary(row, score, lang),
    // Built field by field so the right answer can never slip into the reply.
    questions: row.quiz.map((q) => ({
      id: q.id,
      prompt: pickLocalized(q.prompt, lang).text,
      choices: q.choices.map((c) => ({ id: c.id, text: pickLocalized(c.text, lang).text })),
    })),
  };
}
