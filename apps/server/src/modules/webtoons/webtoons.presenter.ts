import type { Balloon, EpisodeLink, WebtoonDetail, WebtoonSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import { localizedTexts } from '#server/lib/present';
import type { ImageOf } from '../uploads/media.presenter';
import type { StoredPanel, WebtoonRow } from './webtoons.table';

/**
 * A panel's balloons in a language: each text along the language's fallback chain, else in the
 * episode's source language; a balloon with no text in any of them is left out.
 */
function balloonsFor(panel: StoredPanel, lang: Language, sourceLang: Language): Balloon[] {
  return panel.balloons.flatMap(({ text, kind, x, y, width }) => {
    const picked = pickLocalized(text, lang);
    const served = picked.text ? picked : { text: text[sourceLang] ?? '', lang: sourceLang };
    return served.text ? [{ text: served.text, lang: served.lang, kind, x, y, width }] : [];
  });
}

export function presentWebtoonSummary(row: WebtoonRow, lang: Language, image: ImageOf): WebtoonSummary {
  return {
    id: row.id,
    sequence: row.sequence,
    ...localizedTexts(row, lang, 'title', 'summary'),
    thumbnail: image(row.thumbnailId, lang),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function presentWebtoonDetail(
  row: WebtoonRow,
  links: { prev: EpisodeLink | null; next: EpisodeLink | null },
  lang: Language,
  image: ImageOf,
): WebtoonDetail {
  return {
    ...presentWebtoonSummary(row, lang, image),
    // A panel whose picture is gone from the library is left out, like a missing gallery image.
    panels: row.panels.flatMap((panel) => {
      const art = image(panel.image, lang);
      return art ? [{ image: art, balloons: balloonsFor(panel, lang, row.sourceLang) }] : [];
    }),
    sourceLang: row.sourceLang,
    prev: links.prev,
    next: links.next,
  };
}
