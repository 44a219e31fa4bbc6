import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { RichText } from '#web/components/content/RichText';
import { NewsDate } from './NewsDate';

interface ArticleViewProps {
  /** The news item's title, above the article's (a link on the public page). */
  newsTitle: ReactNode;
  title: string;
  html: string;
  publishedAt: string;
  lang: Language;
  /** The language each text was served in (a fallback where it is not the page's). */
  served: { title: Language; body: Language };
  /** 1 on the article page; 2 in the editor's preview, below the item's title. */
  headingLevel?: 1 | 2;
}

/** An article as readers see it: its news item, title, date and body (the public page and the editor's preview). */
export function ArticleView({ newsTitle, title, html, publishedAt, lang, served, headingLevel = 1 }: ArticleViewProps) {
  return (
    <Box component="article">
      <Box component="header" sx={{ mb: 4 }}>
        <Typography color="primary" sx={{ fontWeight: 700 }}>
          {newsTitle}
        </Typography>
        <Typography
          component={`h${headingLevel}`}
          variant="h3"
          lang={langIfOther(served.title, lang)}
          sx={{ fontWeight: 700, mt: 1, mb: 1.5, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <NewsDate iso={publishedAt} lang={lang} />
      </Box>
      <Box lang={langIfOther(served.body, lang)}>
        <RichText html={html} />
      </Box>
    </Box>
  );
}
