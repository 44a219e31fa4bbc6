import { z } from 'zod';
import { isIdParam, SLUG_PATTERN } from '../ids';
import { served } from './common';
import { FAMILY_SITE_CATEGORIES } from '../home-content';

/** A stored picture: the original's URL (renditions via ?w=&f=), its size and alt text in the page language. */
/** The point a crop keeps in view, in percent of the width and height (absent: the centre). */
export const focusSchema = z.object({
  x: z.number().int({ error: 'INVALID' }).min(0, { error: 'INVALID' }).max(100, { error: 'INVALID' }),
  y: z.number().int({ error: 'INVALID' }).min(0, { error: 'INVALID' }).max(100, { error: 'INVALID' }),
});
export type Focus = z.infer<typeof focusSchema>;

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  focus: focusSchema.optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** docs/spec/product-spec.md §3, "Slides response": field names as the spec gives them; images also as objects for srcset. */
export const mainSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mobile_title: z.string(),
  pc_img_url: z.string(),
  mobile_img_url: z.string(),
  link: z.string(),
  pc_img: imageSchema.nullable(),
  mobile_img: imageSchema.nullable(),
  ...served,
});
export const subSlideSchema = z.object({
  img_url: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  img: imageSchema.nullable(),
  ...served,
});
export const eduSlideSchema = z.object({
  img_url: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  img: imageSchema.nullable(),
  ...served,
});
export const slidesResponseSchema = z.object({
  mainSlides: z.array(mainSlideSchema),
  subSlides: z.array(subSlideSchema),
  eduSlides: z.array(eduSlideSchema),
});
export type SlidesResponse = z.infer<typeof slidesResponseSchema>;
export type MainSlide = z.infer<typeof mainSlideSchema>;
export type SubSlide = z.infer<typeof subSlideSchema>;
export type EduSlide = z.infer<typeof eduSlideSchema>;

export const familySiteSchema = z.object({
  name: z.string(),
  href: z.string(),
  abbr: z.string(),
  category: z.enum(FAMILY_SITE_CATEGORIES),
  maxHeight: z.number().int().nullable(),
  logo: imageSchema.nullable(),
  ...served,
});
export const familySitesResponseSchema = z.object({ sites: z.array(familySiteSchema) });
export type FamilySite = z.infer<typeof familySiteSchema>;

/** A section of a page: its heading, its body as sanitized HTML, and an optional picture. */
export const sectionSchema = z.object({ heading: z.string(), html: z.string(), image: imageSchema.nullable() });
export type Section = z.infer<typeof sectionSchema>;

export const spaceSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  floor: z.string(),
  cover: imageSchema.nullable(),
  ...served,
});
export const spaceDetailSchema = spaceSummarySchema.extend({
  sections: z.array(sectionSchema),
  gallery: z.array(imageSchema),
});
export const spacesResponseSchema = z.array(spaceSummarySchema);
export type SpaceSummary = z.infer<typeof spaceSummarySchema>;
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;
/** /api/spaces/{id}: the numeric id or the slug. */
export const spaceParamsSchema = z.object({
  id: z.string().refine((v) => isIdParam(v) || SLUG_PATTERN.test(v), { error: 'INVALID' }),
});

export const HOTSPOT_DIRECTIONS = ['top', 'bottom'] as const;
export const hotspotSchema = z.object({
  top: z.number(),
  left: z.number(),
  link: z.string(),
  popup_img_url: z.string(),
  slug: z.string(),
  title: z.string(),
  direction: z.enum(HOTSPOT_DIRECTIONS),
  popup_img: imageSchema.nullable(),
  ...served,
});
export const hotspotsResponseSchema = z.object({ map: imageSchema.nullable(), items: z.array(hotspotSchema) });
export type Hotspot = z.infer<typeof hotspotSchema>;

export const VENUE_PAGE_SLUGS = [
  'about',
  'history',
  'sunghwa',
  'ceremony',
  'terms-service',
  'terms-privacy',
  'brochure',
] as const;
export type VenuePageSlug = (typeof VENUE_PAGE_SLUGS)[number];
export const venuePageParamsSchema = z.object({ slug: z.enum(VENUE_PAGE_SLUGS) });
export const venuePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: imageSchema.nullable(),
  sections: z.array(sectionSchema),
  updatedAt: z.string(),
  ...served,
});
export type VenuePage = z.infer<typeof venuePageSchema>;
