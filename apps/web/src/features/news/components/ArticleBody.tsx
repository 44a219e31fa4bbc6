import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { readyArticleHtml } from './articleHtml';
import { articleTypography } from './articleTypography';

/**
 * An article's body: HTML the server sanitized with its allow-list when it was saved (no script,
 * handler, style or javascript: URL can be in it), set with reading typography for headings,
 * lists, quotes, pictures and tables.
 */
export function ArticleBody({ html, lang }: { html: string; lang?: string }) {
  const ready = useMemo(() => readyArticleHtml(html), [html]);
  return (
    <Box
      lang={lang}
      className="article-body"
      sx={articleTypography}
      // Sanitized by the server (news.sanitize.ts) before it was stored.
      dangerouslySetInnerHTML={{ __html: ready }}
    />
  );
}
