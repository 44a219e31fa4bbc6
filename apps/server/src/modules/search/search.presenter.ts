import type { SearchHit } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { escapeHtml } from '#server/lib/html';
import type { SearchRow } from './search.repository';

const BEFORE = 60;
const LENGTH = 200;
/** A word's stem shorter than this is too loose to mark (a stemmed match: "gardens" marks "garden"). */
const MIN_STEM = 4;

/** Where the query shows in the text: the whole query, else its longest word, else that word's stem. */
function findMatch(text: string, q: string): { at: number; length: number } | null {
  const lower = text.toLowerCase();
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const candidates = [q.toLowerCase(), ...words.sort((a, b) => b.length - a.length)];
  for (const word of words) for (let n = word.length - 1; n >= MIN_STEM; n -= 1) candidates.push(word.slice(0, n));
  for (const candidate of candidates) {
    const at = lower.indexOf(candidate);
    if (candidate && at >= 0) return { at, length: candidate.length };
  }
  return null;
}

/** A short excerpt of the text around the match, escaped, the match inside <mark>. */
function snippetOf(text: string, q: string): string {
  const match = findMatch(text, q);
  if (!match) return escapeHtml(text.slice(0, LENGTH)) + (text.length > LENGTH ? '…' : '');
  const start = Math.max(0, match.at - BEFORE);
  const end = Math.min(text.length, Math.max(start + LENGTH, match.at + match.length));
  return (
    (start > 0 ? '…' : '') +
    escapeHtml(text.slice(start, match.at)) +
    `<mark>${escapeHtml(text.slice(match.at, match.at + match.length))}</mark>` +
    escapeHtml(text.slice(match.at + match.length, end)) +
    (end < text.length ? '…' : '')
  );
}

/** A hit as the API shows it: the address in the visitor's language, the language it was served in. */
export function presentHit(row: SearchRow, q: string, lang: Language): SearchHit {
  const inBody = row.body && findMatch(row.body, q);
  return {
    type: row.type,
    id: row.type === 'articles' ? row.itemId.split(':')[1]! : row.itemId,
    title: row.title,
    snippet: snippetOf(inBody || !findMatch(row.title, q) ? row.body || row.title : row.title, q),
    url: `/${lang}/${row.path}`,
    lang: row.servedLang,
  };
}
