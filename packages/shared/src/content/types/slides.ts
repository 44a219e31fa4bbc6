import { defineType } from '../define';
import { link, media, text } from '../fields';

/** The home page's full-width carousel (docs/spec/decisions.md §11 names these fields). */
export const mainSlides = defineType({
  type: 'main-slides',
  ordered: true,
  titleField: 'title',
  previewPath: '',
  fields: {
    title: text({ required: true, max: 120 }),
    mobileTitle: text({ max: 60 }),
    pcImage: media({ required: true }),
    mobileImage: media({ required: true }),
    link: link(),
  },
});

/** The strip that was under the carousel (no longer on the home page since issue 42; staff's slides are kept). */
export const subSlides = defineType({
  type: 'sub-slides',
  ordered: true,
  titleField: 'title',
  previewPath: '',
  fields: {
    title: text({ required: true, max: 120 }),
    description: text({ multiline: true, max: 400 }),
    image: media({ required: true }),
    link: link(),
  },
});

/** The education carousel's cards. */
export const eduSlides = defineType({
  type: 'edu-slides',
  ordered: true,
  titleField: 'title',
  previewPath: '',
  fields: {
    category: text({ max: 40 }),
    title: text({ required: true, max: 120 }),
    description: text({ multiline: true, max: 400 }),
    image: media({ required: true }),
    link: link(),
  },
});
