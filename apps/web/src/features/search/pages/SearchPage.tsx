import { BusyBar } from '#web/components/content/BusyBar';
import { Skeleton } from '#web/components/content/Skeleton';
import { useSearchParams } from '#web/lib/router';
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
import styles from './SearchPage.module.css';

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
    <div className={styles.column}>
      <h1 className={`type-h3 ${styles.heading}`}>{t('search:heading')}</h1>
      <p className={`type-body1 ${styles.intro}`}>{t('search:intro')}</p>
      <SearchForm base={base} q={q} error={tooLong} />
      {problem === 'REQUIRED' && <p className={`type-body1 ${styles.message}`}>{t('search:start')}</p>}
      {problem === null &&
        (results.isError ? (
          <ErrorFallback error={results.error} onRetry={() => void results.refetch()} />
        ) : refused ? (
          <p role="alert" className={`type-body1 ${styles.message}`}>
            {t('search:tooMany')}
          </p>
        ) : (
          <>
            <SearchTypeFilter base={base} q={q} type={type} />
            {/* Keeps its height while another filter or page loads, so the list does not jump. */}
            <BusyBar busy={results.isPlaceholderData} />
            {!found ? (
              <div aria-hidden className={styles.loading}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height={96} />
                ))}
              </div>
            ) : (
              <>
                <p role="status" className={`type-body1 ${styles.count}`}>
                  {type
                    ? t('search:countIn', { q, type: t(`search:types.${type}`), count: found.total })
                    : t('search:count', { q, count: found.total })}
                </p>
                {found.total === 0 ? (
                  <SearchNoResults lang={lang} base={base} q={q} type={type} />
                ) : (
                  <ol aria-label={t('search:listLabel')} aria-busy={results.isPlaceholderData} className={styles.list}>
                    {found.items.map((hit) => (
                      <SearchHitItem key={`${hit.type}:${hit.id}`} hit={hit} lang={lang} />
                    ))}
                  </ol>
                )}
                <SearchPager base={base} q={q} type={type} page={page} total={found.total} />
              </>
            )}
          </>
        ))}
    </div>
  );
}
