import type { EpisodeLink } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { ImageOf, Images } from '../uploads/media.presenter';

interface EpisodeRow {
  id: number;
  sequence: number;
  title: Parameters<typeof pickLocalized>[0];
}

export const episodeLink = (row: EpisodeRow | undefined, lang: Language): EpisodeLink | null =>
  row ? { id: row.id, sequence: row.sequence, title: pickLocalized(row.title, lang).text } : null;

type Links = { prev: EpisodeLink | null; next: EpisodeLink | null };

/**
 * A series of public episodes in sequence order (the epic history, the webtoon): the list with
 * each episode's cover, and one episode with its pictures and links to the one before and after it.
 */
export function episodeSeries<Row extends EpisodeRow, Summary, Detail>(
  publicEpisodes: () => Promise<Row[]>,
  pictures: Images,
  show: {
    coverOf: (row: Row) => string | null;
    summary: (row: Row, lang: Language, image: ImageOf) => Summary;
    /** Every media id the episode's page shows. */
    picturesOf: (row: Row) => Array<string | null | undefined>;
    detail: (row: Row, links: Links, lang: Language, image: ImageOf) => Detail;
  },
) {
  const { coverOf, summary } = show;
  async function find(id: number, lang: Language) {
    const rows = await publicEpisodes();
    const index = rows.findIndex((r) => r.id === id);
    const row = rows[index];
    if (!row) return undefined;
    return { row, prev: episodeLink(rows[index - 1], lang), next: episodeLink(rows[index + 1], lang) };
  }
  return {
    async list(lang: Language): Promise<{ items: Summary[] }> {
      const rows = await publicEpisodes();
      const image = await pictures.load(rows.map(coverOf));
      return { items: rows.map((r) => summary(r, lang, image)) };
    },

    /** undefined: no such public episode. */
    async episode(id: number, lang: Language): Promise<Detail | undefined> {
      const found = await find(id, lang);
      if (!found) return undefined;
      return show.detail(found.row, found, lang, await pictures.load(show.picturesOf(found.row)));
    },
  };
}
