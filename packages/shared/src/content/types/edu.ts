import { BALLOON_KINDS, VIDEO_PROVIDERS } from '../../api/edu';
import { LANGUAGES } from '../../languages';
import { defineType } from '../define';
import {
  date,
  group,
  list,
  longText,
  media,
  mediaList,
  number,
  relation,
  richText,
  select,
  slug,
  text,
} from '../fields';
import { sections } from './venue';

const video = group({
  provider: select(VIDEO_PROVIDERS, { required: true }),
  videoId: text({ localized: false, required: true, max: 200 }),
  title: text({ max: 200 }),
  durationSeconds: number(0, 86_400, { integer: true }),
  posterId: media(),
});

export const exhibitions = defineType({
  type: 'exhibitions',
  ordered: true,
  titleField: 'title',
  previewPath: 'exhibitions/{slug}',
  fields: {
    slug: slug(),
    title: text({ required: true, max: 200 }),
    summary: text({ multiline: true, max: 600 }),
    description: richText(),
    place: text({ max: 200 }),
    hours: text({ max: 200 }),
    startsOn: date({ required: true }),
    endsOn: date(),
    cover: media(),
    gallery: mediaList(30),
    locationGuide: sections,
    exhibitionGuide: sections,
  },
});

export const artworks = defineType({
  type: 'artworks',
  ordered: true,
  titleField: 'title',
  previewPath: 'artworks/{id}',
  // The record a museum keeps, in the order of its wall label (the tombstone): maker, title, date
  // (madeIn), medium (material), dimensions (scaleAndWeight), credit line, object number. The
  // three fields the site had keep their names (docs/decisions/034-artwork-records.md).
  fields: {
    exhibition: relation('exhibitions'),
    title: text({ required: true, max: 200 }),
    maker: text({ max: 200 }),
    madeIn: text({ max: 120 }),
    material: text({ max: 200 }),
    scaleAndWeight: text({ max: 200 }),
    creditLine: text({ max: 300, hint: 'creditLine' }),
    /** The venue's inventory number (ATM.2006.1): the same in every language. */
    objectNumber: text({ localized: false, max: 40, hint: 'objectNumber' }),
    /** Who holds the rights to the work and its pictures (© …, public domain). */
    rights: text({ max: 300 }),
    keyword: text({ max: 200 }),
    symbol: text({ multiline: true, max: 2000 }),
    content: longText(),
    /**
     * The first is the thumbnail. The caption is printed under the picture (the view, the
     * photographer); the alt text, kept with the picture in the media library, describes what it
     * shows to those who cannot see it.
     */
    images: list({ image: media({ required: true }), caption: text({ max: 300, hint: 'caption' }) }, 20),
    video,
  },
});

/**
 * A webtoon panel's lettering: text over the art, so every language is real text (screen readers,
 * search, the page's fonts). x and y are the balloon's centre, width its width, in percent of the panel.
 */
const balloon = {
  text: text({ required: true, multiline: true, max: 300 }),
  kind: select(BALLOON_KINDS, { required: true, label: 'balloonKind' }),
  x: number(0, 100, { required: true, label: 'balloonX' }),
  y: number(0, 100, { required: true, label: 'balloonY' }),
  width: number(10, 100, { required: true, label: 'balloonWidth' }),
};

export const webtoons = defineType({
  type: 'webtoons',
  titleField: 'title',
  previewPath: 'edu/webtoon/{id}',
  fields: {
    sequence: number(1, 10_000, { integer: true, required: true }),
    title: text({ required: true, max: 200 }),
    summary: text({ multiline: true, max: 600 }),
    thumbnail: media(),
    sourceLang: select(LANGUAGES, { required: true }),
    panels: list({ image: media({ required: true }), balloons: list(balloon, 12) }, 200),
  },
});

export const epicEpisodes = defineType({
  type: 'epic-episodes',
  titleField: 'title',
  previewPath: 'edu/epic/{id}',
  fields: {
    sequence: number(1, 10_000, { integer: true, required: true }),
    title: text({ required: true, max: 200 }),
    summary: text({ multiline: true, max: 600 }),
    period: text({ max: 120 }),
    cover: media(),
    sections,
    gallery: mediaList(30),
    video,
  },
});

/** An epic episode's quiz: one item per episode, its id the episode's. */
export const quizzes = defineType({
  type: 'quizzes',
  creatable: false,
  titleField: 'title',
  previewPath: 'test/epic/{id}',
  fields: {
    title: text({ max: 200 }),
    questions: list(
      {
        id: text({ localized: false, required: true, max: 20 }),
        prompt: text({ required: true, max: 600 }),
        choices: list(
          { id: text({ localized: false, required: true, max: 20 }), text: text({ required: true, max: 300 }) },
          8,
        ),
        answer: text({ localized: false, required: true, max: 20 }),
        explanation: text({ multiline: true, max: 1000 }),
      },
      50,
    ),
  },
});

export const sunghwa = defineType({
  type: 'sunghwa',
  ordered: true,
  titleField: 'title',
  previewPath: 'edu/sunghwa',
  fields: {
    slug: slug(),
    title: text({ required: true, max: 200 }),
    summary: text({ multiline: true, max: 600 }),
    sections,
    video,
  },
});
