import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { CardCover, CardFrame, CardTitleLink } from './CardFrame';
import { langIfOther } from './served-language';
import { ShownInMark } from './ShownInMark';

interface CoverCardProps {
  /** The page's language, and the language the card's texts were served in. */
  lang: Language;
  servedLang: Language;
  cover: Image | null;
  /** '16 / 10' by default. */
  aspectRatio?: string;
  /** Empty when the title already says what the picture would (a decorative cover). */
  coverAlt?: string;
  title: string;
  to: string;
  /** A line above the title (a part number, an era). */
  overline?: ReactNode;
  /** The first card of a list, whose cover is the page's largest paint. */
  priority?: boolean;
  children?: ReactNode;
}

/** A list card: cover, then the title as the link covering the whole card, then its details. */
export function CoverCard(props: CoverCardProps) {
  const { lang, servedLang, cover, aspectRatio = '16 / 10', coverAlt, title, to, overline, priority, children } = props;
  const served = langIfOther(servedLang, lang);
  const markId = useId();
  return (
    <CardFrame sx={{ overflow: 'hidden', '&:hover': { borderColor: 'primary.main' } }}>
      <CardCover cover={cover} aspectRatio={aspectRatio} alt={coverAlt} priority={priority} />
      <Box sx={{ p: 2.5 }}>
        {overline}
        {/* Only the served texts carry their language: the card's labels are the page's words. */}
        <Typography component="h2" variant="h6" lang={served} sx={{ fontWeight: 700 }}>
          <CardTitleLink to={to} describedBy={served && markId}>
            {title}
          </CardTitleLink>
        </Typography>
        <ShownInMark id={markId} served={servedLang} page={lang} sx={{ mt: 0.5 }} />
        {children}
      </Box>
    </CardFrame>
  );
}
