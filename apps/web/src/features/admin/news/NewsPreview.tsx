import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, pickLocalizedAlong } from '@atrium/shared/localized';
import { languageName, languageNames } from '../../../components/content/servedLanguage';
import { ArticleView } from '../../news/components/ArticleView';
import { NewsColumn } from '../../news/components/NewsColumn';
import { NewsItemHeader } from '../../news/components/NewsItemHeader';
import type { NewsDraft } from './newsDraft';

/** What a reader of `lang` would get: each text through the same fallback chain the server uses. */
function FallbackNote({ served, lang }: { served: readonly Language[]; lang: Language }) {
  const { t } = useTranslation();
  if (served.every((l) => l === lang)) return null;
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {t('admin:newsAdmin.preview.fallback', {
        shown: languageNames([...new Set(served)], lang),
        wanted: languageName(lang, lang),
      })}
    </Alert>
  );
}

/** The item and its articles as the public pages show them in the language of the open tab, before saving. */
export function NewsPreview({ draft, lang, onClose }: { draft: NewsDraft; lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const title = pickLocalized(draft.title, lang);
  const summary = pickLocalized(draft.summary, lang);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="news-preview-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id="news-preview-title" component="p" variant="h6" sx={{ flexGrow: 1 }}>
            {t('admin:newsAdmin.preview.title', { language: languageName(lang, lang) })}
          </Typography>
          <Button variant="contained" onClick={onClose}>
            {t('admin:common.close')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box lang={lang}>
        <NewsColumn>
          <FallbackNote served={[title.lang, summary.lang]} lang={lang} />
          <NewsItemHeader
            title={title.text}
            summary={summary.text}
            cover={draft.cover}
            publishedAt={draft.publishedAt}
            lang={lang}
            served={{ title: title.lang, summary: summary.lang }}
          />
          {!draft.isPublic && (
            <Alert severity="warning" sx={{ mt: 3 }}>
              {t('admin:newsAdmin.preview.itemHidden')}
            </Alert>
          )}
          {draft.articles.map((article, index) => {
            const articleTitle = pickLocalized(article.title, lang);
            const body = pickLocalizedAlong(article.body, articleTitle.lang, lang);
            return (
              <Box key={article.key} sx={{ mt: 8, pt: 4, borderTop: 2, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
                  <Chip label={t('admin:newsAdmin.article.heading', { n: index + 1 })} />
                  {!article.isPublic && <Chip color="warning" label={t('admin:newsAdmin.preview.articleHidden')} />}
                </Box>
                <FallbackNote served={[articleTitle.lang, body.lang]} lang={lang} />
                <ArticleView
                  newsTitle={title.text}
                  title={articleTitle.text}
                  html={body.text}
                  publishedAt={draft.publishedAt}
                  lang={lang}
                  served={{ title: articleTitle.lang, body: body.lang }}
                  headingLevel={2}
                />
              </Box>
            );
          })}
        </NewsColumn>
      </Box>
    </Dialog>
  );
}
