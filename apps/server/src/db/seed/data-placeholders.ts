import { z } from 'zod';
import { LANGUAGES, type Language } from '@atrium/shared/languages';
import { addDays, venueInstant } from '#server/modules/events/venue-time';
import { MOTIFS } from './content/types';

/**
 * The placeholders of the demo data files (db/seed/data/<type>.json): what a file cannot hold
 * itself, resolved at seed time.
 *
 * - `{"$picture": {name, width, height, motif, colors, painted?, alt}}`: a picture drawn now (an
 *   illustrated scene of the motif, varied by the name, see art/; `painted` adds a canvas texture,
 *   for artworks) and stored in the media library as seed/<name>.jpg. Each name is asked for once:
 *   every item shows pictures of its own. `{"$picture": {name, logo: {text, color}, alt}}` draws a
 *   wordmark logo (seed/<name>.png). Replaced by the picture's media id.
 * - `{"$ref": "<type>:<field>=<value>"}`: the key the engine gave the item of that type whose
 *   field has that value (`"exhibitions:slug=founders-exhibition"`, `"epic-episodes:sequence=1"`):
 *   its id as a number, as a relation field holds it.
 * - `{"$date": "+30d"}`: the install day (venue time zone) plus or minus days, as yyyy-MM-dd;
 *   with `"time": "10:00"`, that venue wall time as an ISO instant.
 *
 * An item's own keys starting with `$` are directions to the loader, not data: `$key` (the item's
 * key, for quizzes: their episode's), `$publishedAt` (a webtoon's date, not a declared field) and
 * `$pictures` (news: pictures its article bodies show by their path, /media/seed/<name>.jpg).
 */

const localized = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<Language, z.ZodString>,
);
const color = z.string().regex(/^#[0-9a-f]{6}$/i);
const name = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const size = z.number().int().min(16).max(4000);

const scenePictureSchema = z.strictObject({
  name,
  width: size,
  height: size,
  motif: z.enum(MOTIFS),
  colors: z.tuple([color, color]),
  painted: z.boolean().optional(),
  alt: localized,
});
const logoPictureSchema = z.strictObject({
  name,
  logo: z.strictObject({ text: z.string().min(1).max(8), color }),
  alt: localized,
});
const pictureSpecSchema = z.union([scenePictureSchema, logoPictureSchema]);
export type PictureSpec = z.infer<typeof pictureSpecSchema>;

const REF = /^([a-z-]+):([A-Za-z]+)=(.+)$/;
const OFFSET = /^([+-]\d{1,5})d$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface Ref {
  type: string;
  field: string;
  value: string;
}
function parseRef(ref: string): Ref {
  const m = REF.exec(ref);
  if (!m) throw new Error(`$ref "${ref}" is not <type>:<field>=<value>`);
  return { type: m[1]!, field: m[2]!, value: m[3]! };
}

export interface Resolvers {
  /** The media id of a picture stored beforehand (see collectPictures). */
  picture(spec: PictureSpec): string;
  /** The key of a seeded item (a number for items numbered by the engine, like a relation by id). */
  ref(ref: Ref): string | number;
  /** The install day in the venue time zone (yyyy-MM-dd). */
  today: string;
  timezone: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const only = (v: Record<string, unknown>, key: string, extra: string[] = []) =>
  key in v && Object.keys(v).every((k) => k === key || extra.includes(k));

function resolveDate(value: Record<string, unknown>, today: string, timezone: string): string {
  const offset = OFFSET.exec(String(value.$date));
  if (!offset) throw new Error(`$date "${String(value.$date)}" is not +Nd or -Nd`);
  const day = addDays(today, Number(offset[1]));
  if (value.time === undefined) return day;
  if (typeof value.time !== 'string' || !TIME.test(value.time)) throw new Error(`$date time "${String(value.time)}"`);
  return venueInstant(timezone, day, value.time).toISOString();
}

/** Every picture a value asks for, checked (a malformed one throws, naming its path). */
export function collectPictures(value: unknown, path = ''): Array<{ path: string; spec: PictureSpec }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => collectPictures(v, `${path}.${i}`));
  if (!isObject(value)) return [];
  if (only(value, '$picture')) {
    const parsed = pictureSpecSchema.safeParse(value.$picture);
    if (!parsed.success) throw new Error(`${path}: $picture ${z.prettifyError(parsed.error)}`);
    return [{ path, spec: parsed.data }];
  }
  return Object.entries(value).flatMap(([k, v]) => collectPictures(v, path ? `${path}.${k}` : k));
}

/** The value with every placeholder replaced. */
export function resolvePlaceholders(value: unknown, r: Resolvers): unknown {
  if (Array.isArray(value)) return value.map((v) => resolvePlaceholders(v, r));
  if (!isObject(value)) return value;
  if (only(value, '$picture')) return r.picture(pictureSpecSchema.parse(value.$picture));
  if (only(value, '$ref')) return r.ref(parseRef(String(value.$ref)));
  if (only(value, '$date', ['time'])) return resolveDate(value, r.today, r.timezone);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolvePlaceholders(v, r)]));
}

/** An item's data (for the engine) apart from the loader's directions ($key, $publishedAt). */
export function splitDirections(item: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  const directions: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(item)) (k.startsWith('$') ? directions : data)[k] = v;
  return { data, directions };
}
