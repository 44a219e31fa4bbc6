import { defineType } from '../define';
import { date, email, group, link, list, longText, media, number, select, text, time, weekdays } from '../fields';

export const SOCIAL_NETWORKS = ['youtube', 'instagram', 'facebook', 'x', 'blog', 'kakao'] as const;
/** How a visitor arrives by public transport (the Visit page's icon and order). */
export const TRANSIT_MODES = ['subway', 'bus', 'train', 'airport'] as const;
/** What an accessibility note is about (the Visit page's headings). */
export const ACCESSIBILITY_TOPICS = ['stepFree', 'lending', 'quietHours', 'assistance', 'other'] as const;

/**
 * Opening hours, closures and admission (docs/spec/decisions.md §12); GET /api/visit computes
 * "open now". The Visit page's guide (GET /api/visit/guide) adds where the venue is and how to
 * get there and around: map links left empty are made from the coordinates and the venue's name.
 */
export const visitInfo = defineType({
  type: 'visit-info',
  singleton: true,
  titleField: 'address',
  previewPath: 'visit',
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
    coordinates: group({
      lat: number(-90, 90, { required: true, label: 'latitude' }),
      lng: number(-180, 180, { required: true, label: 'longitude' }),
    }),
    mapImage: media(),
    mapLinks: group({
      naver: link({ label: 'naverMap' }),
      kakao: link({ label: 'kakaoMap' }),
      google: link({ label: 'googleMap' }),
    }),
    transit: list(
      {
        mode: select(TRANSIT_MODES, { required: true, label: 'transitMode' }),
        line: text({ required: true, max: 80, label: 'transitLine' }),
        stop: text({ required: true, max: 120, label: 'transitStop' }),
        note: text({ max: 300, label: 'transitNote' }),
      },
      20,
    ),
    parking: text({ multiline: true, max: 1000 }),
    accessibility: list(
      {
        topic: select(ACCESSIBILITY_TOPICS, { required: true, label: 'accessibilityTopic' }),
        text: text({ multiline: true, required: true, max: 600, label: 'accessibilityText' }),
        phone: text({ localized: false, max: 40 }),
      },
      20,
    ),
    groupBooking: group({
      text: text({ multiline: true, max: 1000, label: 'groupBookingText' }),
      phone: text({ localized: false, max: 40 }),
      email: email(),
    }),
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
