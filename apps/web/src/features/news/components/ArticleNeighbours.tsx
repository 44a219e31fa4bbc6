import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { ArticleDetail } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';

type Neighbour = NonNullable<ArticleDetail['prev']>;

/** The previous and next articles of the same news item, with their titles. */
export function ArticleNeighbours({
  newsId,
  prev,
  next,
  lang,
}: {
  newsId: number;
  prev: Neighbour | null;
  next: Neighbour | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  if (!prev && !next) return null;
  const link = (a: Neighbour, kind: 'previous' | 'next') => (
    <Link
      component={RouterLink}
      to={href(lang, 'newsArticle', { id: newsId, aid: a.id })}
      rel={kind === 'previous' ? 'prev' : 'next'}
      underline="hover"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: kind === 'next' ? 'flex-end' : 'flex-start',
        textAlign: kind === 'next' ? 'end' : 'start',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        height: '100%',
      }}
    >
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {kind === 'previous' && <ArrowBack aria-hidden fontSize="small" />}
        {t(`news:article.${kind}`)}
        {kind === 'next' && <ArrowForward aria-hidden fontSize="small" />}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
        {a.title}
      </Typography>
    </Link>
  );
  return (
    <Box
      component="nav"
      aria-label={t('news:article.neighbours')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 4 }}
    >
      <div>{prev && link(prev, 'previous')}</div>
      <div>{next && link(next, 'next')}</div>
    </Box>
  );
}
