import { defineType } from '../define';
import { date, email, link, list, longText, media, select, text, time, weekdays } from '../fields';

export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'facebook', 'x', 'blog', 'kakao'] as const;

/** Opening hours, closures and admission (docs/spec/decisions.md §12); GET /api/visit computes "open now". */
export const visitInfo = defineType({
  type: 'visit-info',
  singleton: true,
  titleField: 'address',
  previewPath: '',
  fields: {
    address: text({ required: true, max: 300 }),
    hours: list(
      { days: weekdays({ required: true }), open: time({ required: true }), close: time({ required: true }) },
      14,
    ),
    closedDays: weekdays(),
    specialClosures: list({ date: date({ required: true }), reason: text({ max: 200 }) }, 100),
    admission: text({ multiline: true, required: true, max: 1000 }),
    phone: text({ localized: false, max: 40 }),
    email: email(),
    directions: longText({ max: 4000 }),
  },
});

/** Who runs the site and its links: the one source for the side navigation, footer and app page. */
export const site = defineType({
  type: 'site',
  singleton: true,
  titleField: 'managingBody',
  previewPath: '',
  fields: {
    managingBody: text({ required: true, max: 200 }),
    managingBodyUrl: link({ required: true }),
    contactEmail: email({ required: true }),
    social: list({ network: select(SOCIAL_NETWORKS, { required: true }), url: link({ required: true }) }, 10),
    iosUrl: link(),
    androidUrl: link(),
    releaseDate: date(),
    appNotice: text({ multiline: true, max: 1000 }),
  },
});

/** The picture of the venue the hotspots sit on (GET /api/spaces/hotspots `map`). */
export const spacesMap = defineType({
  type: 'spaces-map',
  singleton: true,
  titleField: 'image',
  previewPath: 'spaces',
  fields: {
    image: media({ required: true }),
  },
});

/** The Sunghwa course's own title, introduction and cover (its chapters are the `sunghwa` type). */
export const sunghwaCourse = defineType({
  type: 'sunghwa-course',
  singleton: true,
  titleField: 'title',
  previewPath: 'edu/sunghwa',
  fields: {
    title: text({ required: true, max: 200 }),
    intro: text({ multiline: true, max: 2000 }),
    cover: media(),
  },
});
