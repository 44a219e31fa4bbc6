import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { SearchType } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { href, type PageId } from '@atrium/shared/routes';
import { searchPageHref } from '@atrium/shared/search-page';

/** Where a visitor whose search found nothing may look instead (pages and their menu labels). */
const BROWSE: Array<{ page: PageId; label: string }> = [
  { page: 'exhibitions', label: 'nav.exhibitions' },
  { page: 'news', label: 'nav.news' },
  { page: 'spaces', label: 'nav.spaces' },
  { page: 'event', label: 'nav.event' },
];

interface SearchNoResultsProps {
  lang: Language;
  base: string;
  q: string;
  type?: SearchType;
}

/** Nothing found: what to try (other words, every type), and the Memorial's main lists. */
export function SearchNoResults({ lang, base, q, type }: SearchNoResultsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 3 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('search:none.heading', { q })}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('search:none.tipsHeading')}</Typography>
      <Box component="ul" sx={{ mt: 1, pl: 3, '& li': { mb: 0.5 } }}>
        {type && (
          <li>
            <Link component={RouterLink} to={searchPageHref(base, q)}>
              {t('search:none.allTypes', { type: t(`search:types.${type}`) })}
            </Link>
          </li>
        )}
        <li>{t('search:none.spelling')}</li>
        <li>{t('search:none.fewer')}</li>
        <li>{t('search:none.other')}</li>
      </Box>
      <Typography sx={{ mt: 3 }}>{t('search:none.browseHeading')}</Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, mt: 1 }}>
        {BROWSE.map(({ page, label }) => (
          <li key={page}>
            <Link component={RouterLink} to={href(lang, page)} sx={{ fontWeight: 700 }}>
              {t(label)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
