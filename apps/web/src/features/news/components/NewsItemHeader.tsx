import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { NewsDate } from './NewsDate';

interface NewsItemHeaderProps {
  title: string;
  summary: string;
  cover: Image | null;
  publishedAt: string;
  /** The page's language, for the date. */
  lang: Language;
  /** The language each text was served in (a fallback where it is not the page's). */
  served: { title: Language; summary: Language };
}

/** A news item's date, title, summary and cover: the top of /news/{id} and of the editor's preview. */
export function NewsItemHeader({ title, summary, cover, publishedAt, lang, served }: NewsItemHeaderProps) {
  return (
    <Box component="header">
      <NewsDate iso={publishedAt} lang={lang} />
      <Typography
        component="h1"
        variant="h3"
        lang={langIfOther(served.title, lang)}
        sx={{ fontWeight: 700, mt: 1, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {summary && (
        <Typography
          lang={langIfOther(served.summary, lang)}
          sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2, mb: 3, whiteSpace: 'pre-line' }}
        >
          {summary}
        </Typography>
      )}
      {cover && (
        <ResponsivePicture image={cover} sizes="(min-width: 900px) 760px, 100vw" priority sx={{ borderRadius: 2 }} />
      )}
    </Box>
  );
}
