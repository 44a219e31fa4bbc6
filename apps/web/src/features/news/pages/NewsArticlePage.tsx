import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { servedLanguages } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { articleHead } from '@atrium/shared/own-heads';
import { useLanguage } from '#web/lib/i18n/use-language';
import { parseId } from '#web/lib/parse-id';
import { useArticle } from '../api/get-article';
import { ArticleNeighbours } from '../components/ArticleNeighbours';
import { ArticleView } from '../components/ArticleView';
import { BackLink } from '#web/components/pages/BackLink';
import { NewsColumn } from '../components/NewsColumn';
import { NewsSkeleton } from '../components/NewsSkeleton';
import { ShareBar } from '#web/components/share/ShareBar';
import { TextLink } from '#web/components/ui/TextLink';

/** /news/{id}/{aid}: an article, its news item, previous/next articles and share links; unknown → not found. */
export default function NewsArticlePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useParams();
  const id = parseId(params.id) ?? 0;
  const aid = parseId(params.aid) ?? 0;
  const article = useArticle(lang, id, aid);
  useOwnHead(article.data && articleHead(article.data));

  if (!id || !aid) return <NotFound />;
  const itemPath = href(lang, 'newsItem', { id });
  return (
    <DetailPage
      query={article}
      column={NewsColumn}
      back={<BackLink to={href(lang, 'news')}>{t('news:item.backToList')}</BackLink>}
      skeleton={<NewsSkeleton rows={3} />}
    >
      {(data) => (
        <>
          <LanguageNote served={servedLanguages({ lang: data.lang, langs: { body: data.langs.body } })} page={lang} />
          <ArticleView
            newsTitle={<TextLink to={itemPath}>{data.news.title}</TextLink>}
            title={data.title}
            html={data.body}
            publishedAt={data.news.publishedAt}
            lang={lang}
            served={data.langs}
          />
          <ShareBar path={href(lang, 'newsArticle', { id, aid })} title={data.title} />
          <ArticleNeighbours newsId={id} prev={data.prev} next={data.next} lang={lang} />
        </>
      )}
    </DetailPage>
  );
}
