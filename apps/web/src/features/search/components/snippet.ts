/** A piece of a result's excerpt: plain text, or the part that matched the query. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Reads the API's excerpt (escaped text, the match inside <mark>…</mark>) into text pieces, so
 * it is rendered as text: nothing in it can become markup but the marks themselves.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    const text = piece.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
    if (text) parts.push({ text, marked });
  }
  return parts;
}
