import Box from '@mui/material/Box';
import { snippetParts } from './snippet';

/** A result's excerpt with the matched words highlighted (only <mark> elements, from text pieces). */
export function HighlightedSnippet({ snippet, lang }: { snippet: string; lang?: string }) {
  return (
    <Box component="p" lang={lang} sx={{ m: 0, mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {snippetParts(snippet).map((part, index) =>
        part.marked ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'warning.light', color: 'common.black', fontWeight: 700, px: 0.25, borderRadius: 0.5 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </Box>
  );
}
