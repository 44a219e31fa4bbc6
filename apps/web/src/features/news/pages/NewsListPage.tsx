import { BusyBar } from '#web/components/content/BusyBar';
import { useSearchParams } from '#web/lib/router';
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
import { TextLink } from '#web/components/ui/TextLink';
import styles from './NewsListPage.module.css';

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
      <h1 className={`type-h3 ${styles.heading}`}>{t('news:list.heading')}</h1>
      <p className={`type-body1 ${styles.intro}`}>{t('news:list.intro')}</p>
      {/* Keeps its height while another page loads, so the list does not jump. */}
      <BusyBar busy={list.isPlaceholderData} />
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {list.isPending ? (
        <NewsSkeleton />
      ) : list.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p className="type-body1">{t('news:list.empty')}</p>
          {page > 1 && (
            <TextLink to={listPath} className={styles.firstPage}>
              {t('news:list.firstPage')}
            </TextLink>
          )}
        </div>
      ) : (
        <>
          <ul aria-busy={list.isPlaceholderData} className={styles.list}>
            {list.data.items.map((item, index) => (
              <NewsCard key={item.id} item={item} lang={lang} priority={index === 0} />
            ))}
          </ul>
          <NewsPager listPath={listPath} page={page} pageSize={list.data.pageSize} total={list.data.total} />
        </>
      )}
    </NewsColumn>
  );
}
