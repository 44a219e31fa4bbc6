import { snippetParts } from './snippet';
import styles from './HighlightedSnippet.module.css';

/** A result's excerpt with the matched words highlighted (only <mark> elements, from text pieces). */
export function HighlightedSnippet({ snippet, lang }: { snippet: string; lang?: string }) {
  return (
    <p lang={lang} className={styles.snippet}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
