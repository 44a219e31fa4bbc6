import type { Language } from '@atrium/shared/languages';
import type { VideoProvider } from '@atrium/shared/api/edu';
import type { L, PictureSeed, SectionSeed } from './types';

/** Demo content of issue 8 (exhibitions, artworks, webtoons, the epic series and its quizzes, Sunghwa). */
export interface VideoSeed {
  provider: VideoProvider;
  videoId: string;
  title: L;
  durationSeconds: number;
  poster: PictureSeed;
}

export interface ArtworkSeed {
  title: L;
  keyword: L;
  content: L;
  symbol: L;
  /** When it was made (spec: createdAt). */
  madeIn: L;
  scaleAndWeight: L;
  material: L;
  /** The first is the thumbnail. */
  pictures: PictureSeed[];
  video?: VideoSeed;
}

export interface ExhibitionSeed {
  slug: string;
  title: L;
  summary: L;
  description: L;
  place: L;
  hours: L;
  startsOn: string;
  endsOn: string | null;
  cover: PictureSeed;
  gallery: PictureSeed[];
  locationGuide: SectionSeed[];
  exhibitionGuide: SectionSeed[];
  artworks: ArtworkSeed[];
}

/** One tall panel: a scene, and the line spoken in it per language (lettered into the languages that have a set). */
export interface PanelSeed {
  picture: Omit<PictureSeed, 'name' | 'width' | 'height'>;
  line: L;
}
export interface WebtoonSeed {
  sequence: number;
  title: L;
  summary: L;
  publishedAt: string;
  thumbnail: PictureSeed;
  /** Languages with their own lettered panel set besides the source language (ko). */
  letteredIn: Language[];
  panels: PanelSeed[];
}

export interface QuizQuestionSeed {
  prompt: L;
  choices: L[];
  /** Index of the right choice. */
  answer: number;
  explanation: L;
}
export interface EpicSeed {
  sequence: number;
  title: L;
  summary: L;
  period: L;
  cover: PictureSeed;
  sections: SectionSeed[];
  gallery: PictureSeed[];
  video?: VideoSeed;
  quiz: QuizQuestionSeed[];
}

export interface SunghwaChapterSeed {
  slug: string;
  title: L;
  summary: L;
  sections: SectionSeed[];
  video?: VideoSeed;
}
export interface SunghwaSeed {
  title: L;
  intro: L;
  cover: PictureSeed;
  chapters: SunghwaChapterSeed[];
}
