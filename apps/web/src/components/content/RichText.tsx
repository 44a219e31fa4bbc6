import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { readyRichTextHtml } from './rich-text-html';
import { richTextTypography } from './rich-text-typography';

/**
 * Rich text (news articles, page sections, exhibition descriptions): HTML the server sanitized
 * with its allow-list when it was saved (no script, handler, style or javascript: URL can be in
 * it), set with reading typography for headings, lists, quotes, pictures and tables.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  const ready = useMemo(() => readyRichTextHtml(html), [html]);
  return (
    <Box
      lang={lang}
      className="rich-text"
      sx={richTextTypography}
      // Sanitized by the server (news.sanitize.ts) before it was stored.
      dangerouslySetInnerHTML={{ __html: ready }}
    />
  );
}
