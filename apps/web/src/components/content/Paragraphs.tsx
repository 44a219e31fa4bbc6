import clsx from 'clsx';
import styles from './Paragraphs.module.css';

/** Content text separates its paragraphs with a blank line. */
export const splitParagraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A content text as <p> elements; a single line break inside a paragraph stays a break. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {splitParagraphs(text).map((paragraph, i) => (
        <p key={i} className={clsx('type-body1', styles.paragraph)}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
