import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { NewsSummary } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { NewsDate } from './NewsDate';

/** One news item in the list: cover, date, title (the link), summary and how many articles it holds. */
export function NewsCard({ item, lang, priority }: { item: NewsSummary; lang: Language; priority: boolean }) {
  const { t } = useTranslation();
  const served = servedLanguages(item);
  const markId = useId();
  const marked = served.some((l) => l !== lang);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '280px 1fr' },
        gap: { xs: 2, sm: 3 },
        py: 3,
        borderBottom: 1,
        borderColor: 'divider',
        position: 'relative',
      }}
    >
      <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover', aspectRatio: '16 / 9' }}>
        {item.cover && (
          <ResponsivePicture
            image={item.cover}
            // Its text is the title next to it.
            alt=""
            sizes="(min-width: 600px) 280px, 100vw"
            widths={[320, 480, 640, 960]}
            priority={priority}
            sx={{ height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <NewsDate iso={item.publishedAt} lang={lang} />
        <Box>
          <Typography
            component="h2"
            variant="h5"
            lang={langIfOther(item.langs.title, lang)}
            sx={{ fontWeight: 700, mt: 0.5, mb: 1, overflowWrap: 'anywhere' }}
          >
            <Link
              component={RouterLink}
              to={href(lang, 'newsItem', { id: item.id })}
              underline="hover"
              color="inherit"
              aria-describedby={marked ? markId : undefined}
              // The whole card is the link's target area; the link itself stays the title.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {item.title}
            </Link>
          </Typography>
          <Typography color="text.secondary" lang={langIfOther(item.langs.summary, lang)} sx={{ lineHeight: 1.8 }}>
            {item.summary}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('news:list.articleCount', { count: item.articleCount })}
        </Typography>
        {marked && (
          <Box sx={{ mt: 1 }}>
            <ShownInMark id={markId} served={served} page={lang} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
