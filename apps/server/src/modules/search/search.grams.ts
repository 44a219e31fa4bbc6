/**
 * Bigrams of Korean, Japanese and Chinese text (docs/decisions/011-site-search-in-postgresql.md). A part of a word one or two
 * characters long has no trigram, so pg_trgm cannot find it from an index; these grams, stored per
 * row in a GIN-indexed `text[]`, can, on PGlite as on PostgreSQL (no extension needed).
 */

/** Runs of characters written without spaces between words: Hangul, kana (with the long-vowel mark), kanji. */
const CJK_RUN = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30fc]+/gu;
/** Marks a gram of the title: a query's title hits are found from the index too, ahead of the others. */
export const TITLE_MARK = '^';

/** Each character of every run, and each pair of neighbours in it. */
function gramsOf(text: string, into: Set<string>, mark = ''): Set<string> {
  for (const [run] of text.matchAll(CJK_RUN)) {
    const chars = [...run];
    chars.forEach((c, i) => {
      into.add(mark + c);
      if (i > 0) into.add(mark + chars[i - 1] + c);
    });
  }
  return into;
}

/** A document's grams: those of its title and body, and the title's again, marked. */
export function documentGrams(title: string, body: string): string[] {
  const grams = gramsOf(body, gramsOf(title, new Set()));
  return [...gramsOf(title, grams, TITLE_MARK)];
}

/**
 * The grams every text holding `q` has (its runs' pairs, or the single character of a run of one),
 * or [] when `q` has no Korean, Japanese or Chinese character.
 */
export function queryGrams(q: string): string[] {
  const grams = new Set<string>();
  for (const [run] of q.matchAll(CJK_RUN)) {
    const chars = [...run];
    if (chars.length === 1) grams.add(chars[0]!);
    for (let i = 1; i < chars.length; i += 1) grams.add(chars[i - 1]! + chars[i]!);
  }
  return [...grams];
}
