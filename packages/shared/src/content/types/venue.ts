import { HOTSPOT_DIRECTIONS } from '../../api/content';
import { FAMILY_SITE_CATEGORIES } from '../../home-content';
import { defineType } from '../define';
import { link, list, media, mediaList, number, relation, richText, select, slug, text } from '../fields';

/** A page's or a space's section: a heading, rich text (the news sanitizer's HTML) and an optional picture. */
export const sections = list({ heading: text({ max: 200 }), body: richText({ required: true }), imageId: media() }, 40);

export const familySites = defineType({
  type: 'family-sites',
  ordered: true,
  titleField: 'name',
  previewPath: '',
  fields: {
    name: text({ required: true, max: 80 }),
    href: link({ required: true }),
    abbr: text({ localized: false, required: true, max: 20 }),
    category: select(FAMILY_SITE_CATEGORIES, { required: true }),
    maxHeight: number(12, 120, { integer: true }),
    logo: media(),
  },
});

export const spaces = defineType({
  type: 'spaces',
  ordered: true,
  titleField: 'name',
  previewPath: 'spaces/{slug}',
  fields: {
    slug: slug(),
    name: text({ required: true, max: 120 }),
    summary: text({ multiline: true, max: 600 }),
    floor: text({ max: 40 }),
    cover: media(),
    sections,
    gallery: mediaList(30),
  },
});

/** A marker on the spaces map, placed in percent of the map and opening a popup towards `direction`. */
export const hotspots = defineType({
  type: 'hotspots',
  ordered: true,
  titleField: 'title',
  previewPath: 'spaces',
  fields: {
    space: relation('spaces', { by: 'slug', required: true }),
    title: text({ required: true, max: 80 }),
    top: number(0, 100, { required: true }),
    left: number(0, 100, { required: true }),
    direction: select(HOTSPOT_DIRECTIONS, { required: true }),
    link: link(),
    popupImage: media(),
  },
});

/** The venue's own pages (about, history, ceremony, terms…): a fixed set, edited, not added. */
export const pages = defineType({
  type: 'pages',
  keyedBy: 'slug',
  creatable: false,
  titleField: 'title',
  previewPath: {
    about: 'about',
    history: 'about/history',
    sunghwa: 'about/sunghwa',
    ceremony: 'ceremony',
    'terms-service': 'terms/service',
    'terms-privacy': 'terms/privacy',
    brochure: 'brochure',
  },
  fields: {
    slug: slug(),
    title: text({ required: true, max: 120 }),
    summary: text({ multiline: true, max: 600 }),
    cover: media(),
    sections,
  },
});
