import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { SearchHit } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { HighlightedSnippet } from './HighlightedSnippet';

/** One result: its kind, its title as a link, the excerpt with the match; a note when it is in another language. */
export function SearchHitItem({ hit, lang }: { hit: SearchHit; lang: Language }) {
  const { t } = useTranslation();
  const other = langIfOther(hit.lang, lang);
  const markId = useId();
  return (
    <Box component="li" sx={{ py: 2.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="span" variant="overline" sx={{ lineHeight: 1.5, color: 'text.secondary' }}>
          {t(`search:types.${hit.type}`)}
        </Typography>
        <ShownInMark id={markId} served={hit.lang} page={lang} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={hit.url} lang={other} aria-describedby={other && markId} underline="hover">
          {hit.title}
        </Link>
      </Typography>
      <HighlightedSnippet snippet={hit.snippet} lang={other} />
    </Box>
  );
}
