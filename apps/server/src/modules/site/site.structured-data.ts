import type { ArtworkDetail, ExhibitionDetail } from '@atrium/shared/api/edu';
import type { EventDetail, ProgramDetail, ProgramSession } from '@atrium/shared/api/events';
import type { ArticleDetail } from '@atrium/shared/api/news';
import type { VisitHours } from '@atrium/shared/api/visit';
import { DEFAULT_OG_IMAGE } from '@atrium/shared/head';
import type { Language } from '@atrium/shared/languages';
import { excerpt } from '@atrium/shared/own-heads';
import { wallClock } from '@atrium/shared/wall-clock';
import { href } from '@atrium/shared/routes';
import { escapeHtml, escapeJsonForHtml } from '#server/lib/html';

/**
 * schema.org JSON-LD the server writes into a page's head, so search engines read what the page
 * is (Google's rich results: https://developers.google.com/search/docs/appearance/structured-data).
 * Texts are in the page's language: the builders take the same replies the page shows
 * (docs/decisions/036-sharing-and-structured-data.md).
 */
export type JsonLd = Record<string, unknown>;

/** What the venue says about itself: the visit information in the page's language. */
export interface VenueFacts {
  address: string;
  hours: VisitHours[];
  closedDays: number[];
  specialClosures: ReadonlyArray<{ date: string }>;
  phone: string;
  email: string;
}

/** The page a node is written into, and the museum every event takes place in. */
export interface StructuredPage {
  lang: Language;
  /** The page's canonical address. */
  url: string;
  publicUrl: string;
  /** The venue's IANA time zone: instants are written in its wall time with its offset. */
  timezone: string;
  museum: JsonLd;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SCHEDULED = 'https://schema.org/EventScheduled';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/** Drops empty values, so a node never claims a blank name or an empty list. */
const compact = (node: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(node).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  );

/** An instant as ISO 8601 in the venue's wall time with its offset: 2027-03-01T14:00:00+09:00. */
export function venueIso(instant: string | Date, timezone: string): string {
  const at = new Date(instant);
  const w = wallClock(timezone, at);
  const wall = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  const minutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = `${sign}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}${offset}`;
}

/** The venue: name, address, hours (weekly, and its special closures as days open 00:00–00:00), contact. */
export function museumNode(venue: VenueFacts | undefined, site: { name: string; lang: Language; publicUrl: string }) {
  const weekly = (venue?.hours ?? []).map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.filter((d) => !venue?.closedDays.includes(d)).map((d) => DAYS[d]),
    opens: h.open,
    closes: h.close,
  }));
  const closures = (venue?.specialClosures ?? []).map((c) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: c.date,
    validThrough: c.date,
  }));
  return compact({
    '@type': 'Museum',
    '@id': `${site.publicUrl}/#museum`,
    name: site.name,
    url: `${site.publicUrl}/${site.lang}/`,
    image: absolute(site.publicUrl, DEFAULT_OG_IMAGE),
    address: venue?.address ? { '@type': 'PostalAddress', streetAddress: venue.address } : undefined,
    telephone: venue?.phone,
    email: venue?.email,
    openingHoursSpecification: [...weekly, ...closures],
  });
}

/** A place inside the museum (a hall): named as the page names it, at the museum's address. */
const placeIn = (museum: JsonLd, name: string): JsonLd =>
  name
    ? compact({ '@type': 'Place', name, address: museum.address, containedInPlace: { '@id': museum['@id'] } })
    : museum;

const organizer = (museum: JsonLd) => ({ '@type': 'Organization', name: museum.name, url: museum.url });

/** What every event of the venue is: held as planned, in person, at a place of the museum, by it. */
const atTheMuseum = (museum: JsonLd, location: JsonLd) => ({
  eventStatus: SCHEDULED,
  eventAttendanceMode: OFFLINE,
  location,
  organizer: organizer(museum),
});

const images = (page: StructuredPage, list: ReadonlyArray<{ url: string } | null | undefined>) =>
  list.flatMap((i) => (i ? [absolute(page.publicUrl, i.url)] : []));

/** A page's own node: what it is, named and described, at its address, in its language. */
const pageNode = (type: string, name: string, description: string, page: StructuredPage) => ({
  '@context': 'https://schema.org',
  '@type': type,
  name,
  description,
  url: page.url,
  inLanguage: page.lang,
});

/** The home page: the museum itself, the root of the site's graph. */
export const homeLd = (page: StructuredPage): JsonLd => ({ '@context': 'https://schema.org', ...page.museum });

export function exhibitionLd(e: ExhibitionDetail, page: StructuredPage): JsonLd {
  return compact({
    ...pageNode('ExhibitionEvent', e.title, e.summary, page),
    startDate: e.startsOn,
    // A permanent exhibition has no end.
    endDate: e.endsOn ?? undefined,
    ...atTheMuseum(page.museum, placeIn(page.museum, e.place)),
    image: images(page, [e.cover, ...e.gallery]),
  });
}

export function eventLd(e: EventDetail, page: StructuredPage): JsonLd {
  return compact({
    ...pageNode('Event', e.title, e.summary || excerpt(e.body), page),
    startDate: e.startDate,
    endDate: e.endDate,
    ...atTheMuseum(page.museum, placeIn(page.museum, e.location)),
    image: images(page, [e.cover, ...e.images]),
  });
}

const sessionNode = (s: ProgramSession, program: ProgramDetail, page: StructuredPage): JsonLd =>
  compact({
    '@type': 'Event',
    name: s.title,
    description: s.description.slice(0, 300),
    startDate: venueIso(s.startsAt, page.timezone),
    endDate: venueIso(s.endsAt, page.timezone),
    ...atTheMuseum(page.museum, placeIn(page.museum, s.place)),
    image: images(page, [...s.media, program.cover]),
  });

/**
 * A program: an Event from its first session's start to its last one's end, each session a
 * subEvent; a session's page: that session, part of its program. A program without sessions
 * has no date, which an Event needs: it gets none.
 */
export function programLd(p: ProgramDetail, page: StructuredPage, sessionId?: number): JsonLd | null {
  if (sessionId !== undefined) {
    const s = p.sessions.find((x) => x.id === sessionId);
    if (!s) return null;
    return {
      '@context': 'https://schema.org',
      ...sessionNode(s, p, page),
      url: page.url,
      inLanguage: page.lang,
      superEvent: { '@type': 'Event', name: p.title },
    };
  }
  const first = p.sessions[0];
  if (!first) return null;
  const lastEnd = p.sessions
    .map((s) => s.endsAt)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
    .at(-1)!;
  return compact({
    ...pageNode('Event', p.title, p.summary || excerpt(p.description), page),
    startDate: venueIso(first.startsAt, page.timezone),
    endDate: venueIso(lastEnd, page.timezone),
    ...atTheMuseum(page.museum, page.museum),
    image: images(page, [p.cover]),
    subEvent: p.sessions.map((s) => sessionNode(s, p, page)),
  });
}

export function articleLd(a: ArticleDetail, page: StructuredPage): JsonLd {
  const published = venueIso(a.news.publishedAt, page.timezone);
  const museum = organizer(page.museum);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    // Google shows at most 110 characters of a headline.
    headline: a.title.length > 110 ? `${a.title.slice(0, 109)}…` : a.title,
    description: a.news.summary,
    url: page.url,
    mainEntityOfPage: page.url,
    inLanguage: page.lang,
    datePublished: published,
    // Articles keep no time of their own edits: their news item's publication stands for it.
    dateModified: published,
    image: images(page, [a.news.cover ?? { url: DEFAULT_OG_IMAGE }]),
    author: museum,
    publisher: { ...museum, logo: { '@type': 'ImageObject', url: page.museum.image } },
  });
}

/** "120 × 80 cm" (height × width, the labels' order) → both as QuantitativeValue; anything else → none. */
function dimensions(text: string): JsonLd {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*[×x]\s*(\d+(?:[.,]\d+)?)(?:\s*[×x]\s*\d+(?:[.,]\d+)?)?\s*(mm|cm|m)\b/i.exec(text);
  if (!m) return {};
  const unit = { mm: 'MMT', cm: 'CMT', m: 'MTR' }[m[3]!.toLowerCase() as 'mm' | 'cm' | 'm'];
  const value = (n: string) => ({ '@type': 'QuantitativeValue', value: Number(n.replace(',', '.')), unitCode: unit });
  return { height: value(m[1]!), width: value(m[2]!) };
}

export function artworkLd(a: ArtworkDetail, page: StructuredPage): JsonLd {
  return compact({
    ...pageNode('VisualArtwork', a.title, excerpt(a.content) || a.keyword, page),
    creator: a.maker ? { '@type': 'Person', name: a.maker } : undefined,
    // The label's own words ("c. 1960") are not a date: only a year or a date is given as one.
    dateCreated: /^\d{4}(-\d{2}(-\d{2})?)?$/.test(a.createdAt) ? a.createdAt : undefined,
    artMedium: a.material,
    ...dimensions(a.scaleAndWeight),
    identifier: a.objectNumber,
    creditText: a.creditLine,
    copyrightNotice: a.rights,
    image: images(page, a.images.length ? a.images : [a.thumbnail]),
    isPartOf: a.exhibition
      ? {
          '@type': 'ExhibitionEvent',
          name: a.exhibition.title,
          url: `${page.publicUrl}${href(page.lang, 'exhibition', { slug: a.exhibition.slug })}`,
        }
      : undefined,
  });
}

/** A node as a script element: `<` escaped (\u003c) so no text in it can close the element. */
export const jsonLdScript = (node: JsonLd, url: string): string =>
  `<script type="application/ld+json" data-url="${escapeHtml(url)}">${escapeJsonForHtml(JSON.stringify(node))}</script>`;
