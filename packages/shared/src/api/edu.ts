import { z } from 'zod';
import {
  idParamSchema,
  idSchema as id,
  languageSchema,
  pageQuerySchema,
  refIdSchema,
  served,
  slugParamSchema,
} from './common';
import { paged } from './admin';
import { imageSchema, sectionSchema } from './content';
import { EVENT_STATUSES } from '../event-status';

/**
 * Exhibitions, online artwork viewing and education (issue 8).
 * Public reads (cached per language, ETag/304): /api/exhibitions, /api/exhibitions/{slug}, /api/artworks,
 * /api/artworks/{id}, /api/edu/webtoons, /api/edu/webtoons/{id}, /api/edu/epic, /api/edu/epic/{id}.
 * Member-only (401 AUTH_REQUIRED for visitors): /api/edu/sunghwa, /api/me/webtoon-position; the quizzes
 * (/api/quizzes/epic…) are in quizzes.ts.
 * Texts arrive in the request's language through the fallback chain; `lang` says which language was served.
 */
/** Route params of numeric ids. */
export const eduIdParamsSchema = z.object({ id: idParamSchema });

// ---------------------------------------------------------------------------------------------
// Videos: embeddable without any third-party script until the visitor presses play.

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'file'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export const videoSchema = z.object({
  provider: z.enum(VIDEO_PROVIDERS),
  /** The provider's video id ('file': the media key). */
  videoId: z.string(),
  /**
   * What to load once the visitor presses play: an iframe src (youtube-nocookie / player.vimeo, with
   * autoplay=1) or, for 'file', a video file URL for a <video> element.
   */
  embedUrl: z.string(),
  /** The video's page on the provider's site (a plain link for "watch elsewhere"); '' for 'file'. */
  watchUrl: z.string(),
  title: z.string(),
  /** Duration in seconds, when known. */
  durationSeconds: z.number().int().nullable(),
  /** Our own poster image, shown until play (no request to the provider before that). */
  poster: imageSchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

// ---------------------------------------------------------------------------------------------
// Exhibitions

export const artworkLinkSchema = z.object({ id, title: z.string() });
export const exhibitionLinkSchema = z.object({ slug: z.string(), title: z.string() });

export const exhibitionSummarySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Where in the venue (hall, floor). */
  place: z.string(),
  /** ISO dates (YYYY-MM-DD); endsOn null = permanent exhibition. */
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** On now, upcoming or ended, by the venue's date today (a permanent exhibition never ends). */
  status: z.enum(EVENT_STATUSES),
  cover: imageSchema.nullable(),
  artworkCount: z.number().int(),
  ...served,
});
export const exhibitionsResponseSchema = z.object({ items: z.array(exhibitionSummarySchema) });

export const artworkSummarySchema = z.object({
  id,
  title: z.string(),
  keyword: z.string(),
  /** Who made the work, as the label names them ("Unknown maker, Korea"). */
  maker: z.string(),
  /** The artwork's own date as the venue writes it (e.g. "1998", "c. 1960"). */
  createdAt: z.string(),
  thumbnail: imageSchema.nullable(),
  exhibition: exhibitionLinkSchema.nullable(),
  ...served,
});

export const exhibitionDetailSchema = exhibitionSummarySchema.extend({
  /** Sanitized HTML (rich text). */
  description: z.string(),
  /** Opening hours text, e.g. "Tue–Sun 10:00–17:00". */
  hours: z.string(),
  /** Location guide: how to get there inside the venue (sections with maps/photos). */
  locationGuide: z.array(sectionSchema),
  /** Exhibition guide: how to view it (route, highlights, rules). */
  exhibitionGuide: z.array(sectionSchema),
  gallery: z.array(imageSchema),
  artworks: z.array(artworkSummarySchema),
});
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;
export type ExhibitionsResponse = z.infer<typeof exhibitionsResponseSchema>;
export const exhibitionParamsSchema = z.object({ slug: slugParamSchema });

// ---------------------------------------------------------------------------------------------
// Artworks

export const artworksQuerySchema = pageQuerySchema.extend({
  /** Only the artworks of this exhibition (its slug). */
  exhibition: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, { error: 'INVALID' })
    .optional(),
});
export const artworksResponseSchema = paged(artworkSummarySchema);

/**
 * A picture of an artwork: `alt` describes what it shows (the media library's, per language);
 * `caption` is the line printed under it (the view, the photographer), '' when it has none.
 */
export const artworkImageSchema = imageSchema.extend({ caption: z.string() });
export type ArtworkImage = z.infer<typeof artworkImageSchema>;

/** The tombstone (the museum's wall label): maker, title and date come with the summary. */
export const artworkDetailSchema = artworkSummarySchema.extend({
  /** Plain text; paragraphs separated by a blank line. */
  content: z.string(),
  /** What the work symbolizes. */
  symbol: z.string(),
  /** The medium: materials and technique, e.g. "Brass, glass". */
  material: z.string(),
  /** Dimensions (and weight, where it tells), e.g. "120 × 80 cm, 14 kg". */
  scaleAndWeight: z.string(),
  /** How the work came to the venue, e.g. "Gift of Kim Sun-ok, 2006". */
  creditLine: z.string(),
  /** The venue's inventory number, e.g. "ATM.2006.1"; the same in every language. */
  objectNumber: z.string(),
  /** The rights statement, e.g. "© Atrium Memorial"; '' when none is given. */
  rights: z.string(),
  relatedVideo: videoSchema.nullable(),
  /** Full-size images for the zoomable viewer (renditions via renditionUrl/srcSet), alt and caption in the page language. */
  images: z.array(artworkImageSchema),
  /** Neighbours in the same exhibition (or the whole collection when it has none). */
  prev: artworkLinkSchema.nullable(),
  next: artworkLinkSchema.nullable(),
});
export type ArtworkSummary = z.infer<typeof artworkSummarySchema>;
export type ArtworkDetail = z.infer<typeof artworkDetailSchema>;
export type ArtworksResponse = z.infer<typeof artworksResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Webtoon episodes

/** The episode before or after, in a series told in numbered episodes (the webtoon, the epic history). */
export const episodeLinkSchema = z.object({ id, sequence: z.number().int(), title: z.string() });
export type EpisodeLink = z.infer<typeof episodeLinkSchema>;

export const webtoonSummarySchema = z.object({
  id,
  /** Episode number, 1-based. */
  sequence: z.number().int(),
  title: z.string(),
  summary: z.string(),
  thumbnail: imageSchema.nullable(),
  publishedAt: z.string(),
  ...served,
});
export const webtoonsResponseSchema = z.object({ items: z.array(webtoonSummarySchema) });

/** How a balloon is drawn: a spoken line, a thought, a narrator's caption, a sound effect. */
export const BALLOON_KINDS = ['speech', 'thought', 'caption', 'sfx'] as const;
export type BalloonKind = (typeof BALLOON_KINDS)[number];
/** Lettering over a panel, as text: the page shows it in HTML over the art, in reading order. */
export const balloonSchema = z.object({
  text: z.string(),
  /**
   * The language of this balloon's text: the request's, else along its fallback chain, else the
   * episode's source language.
   */
  lang: languageSchema,
  kind: z.enum(BALLOON_KINDS),
  /** The balloon's centre and its width, in percent of the panel. */
  x: z.number(),
  y: z.number(),
  width: z.number(),
});
export const webtoonPanelSchema = z.object({
  /** The art without lettering; its alt text describes the scene. */
  image: imageSchema,
  balloons: z.array(balloonSchema),
});
export type Balloon = z.infer<typeof balloonSchema>;
export type WebtoonPanel = z.infer<typeof webtoonPanelSchema>;

export const webtoonDetailSchema = webtoonSummarySchema.extend({
  /** Tall panels, top to bottom. */
  panels: z.array(webtoonPanelSchema),
  /** The language the episode's dialogue was written in. */
  sourceLang: languageSchema,
  prev: episodeLinkSchema.nullable(),
  next: episodeLinkSchema.nullable(),
});
export type WebtoonSummary = z.infer<typeof webtoonSummarySchema>;
export type WebtoonDetail = z.infer<typeof webtoonDetailSchema>;

/** A member's reading position (member-only). */
export const webtoonPositionSchema = z.object({
  episodeId: id,
  sequence: z.number().int(),
  /** Index of the panel at the top of the viewport (0-based). */
  panel: z.number().int(),
  updatedAt: z.string(),
});
/** GET /api/me/webtoon-position: the last episode read (null: none yet) and the position in every episode read. */
export const webtoonPositionsResponseSchema = z.object({
  last: webtoonPositionSchema.nullable(),
  episodes: z.array(webtoonPositionSchema),
});
/** PUT /api/me/webtoon-position → webtoonPositionSchema (404 for an unknown episode). */
export const webtoonPositionInputSchema = z.object({
  episodeId: refIdSchema,
  panel: z.number().int().min(0).max(999),
});
export type WebtoonPosition = z.infer<typeof webtoonPositionSchema>;
export type WebtoonPositionsResponse = z.infer<typeof webtoonPositionsResponseSchema>;
export type WebtoonPositionInput = z.infer<typeof webtoonPositionInputSchema>;

// ---------------------------------------------------------------------------------------------
// The epic history series

export const epicSummarySchema = z.object({
  id,
  sequence: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The era the episode tells of, e.g. "1945–1954". */
  period: z.string(),
  cover: imageSchema.nullable(),
  hasVideo: z.boolean(),
  /** Number of quiz questions (0: no quiz). */
  quizQuestionCount: z.number().int(),
  ...served,
});
export const epicListResponseSchema = z.object({ items: z.array(epicSummarySchema) });
export const epicDetailSchema = epicSummarySchema.extend({
  sections: z.array(sectionSchema),
  video: videoSchema.nullable(),
  gallery: z.array(imageSchema),
  prev: episodeLinkSchema.nullable(),
  next: episodeLinkSchema.nullable(),
});
export type EpicSummary = z.infer<typeof epicSummarySchema>;
export type EpicDetail = z.infer<typeof epicDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Sunghwa education content (member-only: GET /api/edu/sunghwa)

export const sunghwaChapterSchema = z.object({
  id,
  /** Stable slug for in-page anchors. */
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(sectionSchema),
  video: videoSchema.nullable(),
  ...served,
});
export const sunghwaResponseSchema = z.object({
  title: z.string(),
  intro: z.string(),
  cover: imageSchema.nullable(),
  chapters: z.array(sunghwaChapterSchema),
  updatedAt: z.string(),
  ...served,
});
export type SunghwaChapter = z.infer<typeof sunghwaChapterSchema>;
export type SunghwaResponse = z.infer<typeof sunghwaResponseSchema>;
