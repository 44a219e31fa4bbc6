import Box from '@mui/material/Box';
import { BusyBar } from '#web/components/content/BusyBar';
import { Skeleton } from '#web/components/content/Skeleton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_QUERY_MAX } from '@atrium/shared/search-rules';
import { href } from '@atrium/shared/routes';
import { isSearchPageRefusal, searchPageQuery } from '@atrium/shared/search-page';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { usePageHead } from '#web/components/use-page-head';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useSearchResults } from '../api/get-search-results';
import { SearchForm } from '../components/SearchForm';
import { SearchHitItem } from '../components/SearchHitItem';
import { SearchNoResults } from '../components/SearchNoResults';
import { SearchPager } from '../components/SearchPager';
import { SearchTypeFilter } from '../components/SearchTypeFilter';

/**
 * /search?q=&type=&page= (docs/spec/decisions.md §14): the site search's results, rendered on the server with
 * them; the query, type and page live in the address, and every control is a link or a GET form.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const query = searchPageQuery({ q: params.get('q'), type: params.get('type'), page: params.get('page') });
  const { q, type, page, problem } = query;
  const results = useSearchResults(lang, query);
  // Past the address's searches a minute, the server (429) or the API answers a refusal instead.
  const refused = results.data !== undefined && isSearchPageRefusal(results.data);
  const found = results.data !== undefined && !isSearchPageRefusal(results.data) ? results.data : undefined;
  const base = href(lang, 'search');
  usePageHead(problem ? undefined : { own: { title: t('search:titleFor', { q }) } });

  const tooLong = problem === 'TOO_LONG' ? t('search:tooLong', { max: SEARCH_QUERY_MAX }) : undefined;
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
        {t('search:heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('search:intro')}
      </Typography>
      <SearchForm base={base} q={q} error={tooLong} />
      {problem === 'REQUIRED' && <Typography sx={{ mt: 4 }}>{t('search:start')}</Typography>}
      {problem === null &&
        (results.isError ? (
          <ErrorFallback error={results.error} onRetry={() => void results.refetch()} />
        ) : refused ? (
          <Typography role="alert" sx={{ mt: 4 }}>
            {t('search:tooMany')}
          </Typography>
        ) : (
          <>
            <SearchTypeFilter base={base} q={q} type={type} />
            {/* Keeps its height while another filter or page loads, so the list does not jump. */}
            <BusyBar busy={results.isPlaceholderData} />
            {!found ? (
              <Box aria-hidden sx={{ mt: 2 }}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={96} />
                ))}
              </Box>
            ) : (
              <>
                <Typography role="status" sx={{ mt: 2, fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {type
                    ? t('search:countIn', { q, type: t(`search:types.${type}`), count: found.total })
                    : t('search:count', { q, count: found.total })}
                </Typography>
                {found.total === 0 ? (
                  <SearchNoResults lang={lang} base={base} q={q} type={type} />
                ) : (
                  <Box
                    component="ol"
                    aria-label={t('search:listLabel')}
                    aria-busy={results.isPlaceholderData}
                    sx={{ listStyle: 'none', p: 0, m: 0 }}
                  >
                    {found.items.map((hit) => (
                      <SearchHitItem key={`${hit.type}:${hit.id}`} hit={hit} lang={lang} />
                    ))}
                  </Box>
                )}
                <SearchPager base={base} q={q} type={type} page={page} total={found.total} />
              </>
            )}
          </>
        ))}
    </Box>
  );
}
