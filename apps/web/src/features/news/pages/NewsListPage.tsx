import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BusyBar } from '#web/components/content/BusyBar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useNewsList } from '../api/get-news-list';
import { NewsCard } from '../components/NewsCard';
import { NewsColumn } from '../components/NewsColumn';
import { NewsPager } from '../components/NewsPager';
import { NewsSkeleton } from '../components/NewsSkeleton';
import { pageFromSearch } from '../components/news-paging';

/** /news?page=: the public news items, newest first, a page at a time; the page lives in the URL. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const list = useNewsList(lang, page);
  const listPath = href(lang, 'news');
  // One note for the list, naming every other language its items are in (each item is marked too).
  const served = otherLanguages(list.data?.items, lang);

  if (list.isError) return <ErrorFallback error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <NewsColumn wide>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }}>
        {t('news:list.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('news:list.intro')}
      </Typography>
      {/* Keeps its height while another page loads, so the list does not jump. */}
      <BusyBar busy={list.isPlaceholderData} />
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {list.isPending ? (
        <NewsSkeleton />
      ) : list.data.items.length === 0 ? (
        <Box sx={{ py: 6 }}>
          <Typography>{t('news:list.empty')}</Typography>
          {page > 1 && (
            <Link component={RouterLink} to={listPath} sx={{ display: 'inline-block', mt: 2 }}>
              {t('news:list.firstPage')}
            </Link>
          )}
        </Box>
      ) : (
        <>
          <Box component="ul" aria-busy={list.isPlaceholderData} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.items.map((item, index) => (
              <NewsCard key={item.id} item={item} lang={lang} priority={index === 0} />
            ))}
          </Box>
          <NewsPager listPath={listPath} page={page} pageSize={list.data.pageSize} total={list.data.total} />
        </>
      )}
    </NewsColumn>
  );
}
