import Typography from '@mui/material/Typography';

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
        <Typography key={i} sx={{ mb: 2, lineHeight: 1.8, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
    </>
  );
}
