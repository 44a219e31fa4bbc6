import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
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
          <Box component="article" sx={{ mt: 1 }}>
            <NewsItemHeader
              title={data.title}
              summary={data.summary}
              cover={data.cover}
              publishedAt={data.publishedAt}
              lang={lang}
              served={data.langs}
            />
            <TitledSection headingId="news-articles" title={t('news:item.articles')} sx={{ mt: 5 }}>
              {data.articles.length === 0 ? (
                <Typography color="text.secondary">{t('news:item.noArticles')}</Typography>
              ) : (
                <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}>
                  {data.articles.map((a, index) => (
                    <Box
                      component="li"
                      key={a.id}
                      lang={langIfOther(a.lang, lang)}
                      sx={{ borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Link
                        component={RouterLink}
                        to={href(lang, 'newsArticle', { id, aid: a.id })}
                        underline="hover"
                        sx={{ display: 'flex', gap: 2, py: 2, fontSize: '1.1rem', fontWeight: 700 }}
                      >
                        <Box component="span" aria-hidden sx={{ color: 'text.secondary', minWidth: '1.5em' }}>
                          {index + 1}
                        </Box>
                        {a.title}
                      </Link>
                    </Box>
                  ))}
                </Box>
              )}
            </TitledSection>
          </Box>
        </>
      )}
    </DetailPage>
  );
}
