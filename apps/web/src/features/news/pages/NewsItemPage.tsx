import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther, servedLanguages } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
import { TitledSection } from '#web/components/pages/TitledSection';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { summaryHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { parseId } from '#web/lib/parse-id';
import { useNewsItem } from '../api/get-news-item';
import { BackLink } from '#web/components/pages/BackLink';
import { NewsColumn } from '../components/NewsColumn';
import { NewsItemHeader } from '../components/NewsItemHeader';
import { NewsSkeleton } from '../components/NewsSkeleton';
import { TextLink } from '#web/components/ui/TextLink';
import styles from './NewsItemPage.module.css';

/** /news/{id}: a news item (date, title, summary, cover) and the list of its articles; unknown → not found. */
export default function NewsItemPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = parseId(useParams().id) ?? 0;
  const item = useNewsItem(lang, id);
  useOwnHead(item.data && summaryHead(item.data));

  if (!id) return <NotFound />;
  return (
    <DetailPage
      query={item}
      column={NewsColumn}
      back={<BackLink to={href(lang, 'news')}>{t('news:item.backToList')}</BackLink>}
      skeleton={<NewsSkeleton rows={2} />}
    >
      {(data) => (
        <>
          <LanguageNote served={servedLanguages(data)} page={lang} />
          <article className={styles.article}>
            <NewsItemHeader
              title={data.title}
              summary={data.summary}
              cover={data.cover}
              publishedAt={data.publishedAt}
              lang={lang}
              served={data.langs}
            />
            <div className={styles.articles}>
              <TitledSection headingId="news-articles" title={t('news:item.articles')}>
                {data.articles.length === 0 ? (
                  <p className="type-body1">{t('news:item.noArticles')}</p>
                ) : (
                  <ol className={styles.list}>
                    {data.articles.map((a, index) => (
                      <li key={a.id} lang={langIfOther(a.lang, lang)} className={styles.item}>
                        <TextLink to={href(lang, 'newsArticle', { id, aid: a.id })} className={styles.link}>
                          <span aria-hidden className={styles.number}>
                            {index + 1}
                          </span>
                          {a.title}
                        </TextLink>
                      </li>
                    ))}
                  </ol>
                )}
              </TitledSection>
            </div>
          </article>
        </>
      )}
    </DetailPage>
  );
}
