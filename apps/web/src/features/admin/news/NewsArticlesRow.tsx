import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '../../../components/notice/noticeStore';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { noticeAdminError } from '../lib/adminErrors';
import { useDeleteNews } from './api/deleteNews';
import { useAdminNews } from './api/getAdminNews';
import { useSetNewsPublic } from './api/setNewsPublic';

/** A news item's articles in the list: each with its public switch and a delete after confirmation. */
export function NewsArticlesRow({ newsId }: { newsId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const news = useAdminNews(newsId);
  const toggle = useSetNewsPublic();
  const remove = useDeleteNews();
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);

  if (news.isError) return <AdminErrorAlert error={news.error} />;
  if (!news.data) return <Skeleton variant="rectangular" height={48} />;
  if (news.data.articles.length === 0) {
    return <Typography color="text.secondary">{t('admin:newsAdmin.noArticles')}</Typography>;
  }
  return (
    <>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {news.data.articles.map((article) => {
          const title = pickLocalized(article.title, lang).text || t('admin:newsAdmin.untitled');
          return (
            <Box component="li" key={article.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ flexGrow: 1, minWidth: 200 }}>{title}</Typography>
                <Switch
                  checked={article.isPublic}
                  disabled={toggle.isPending}
                  onChange={(_e, isPublic) =>
                    toggle.mutate({ newsId, articleId: article.id, isPublic }, { onError: noticeAdminError })
                  }
                  slotProps={{ input: { 'aria-label': t('admin:newsAdmin.publicOf', { title }) } }}
                />
                <Button
                  color="error"
                  size="small"
                  aria-label={`${t('admin:newsAdmin.delete')}: ${title}`}
                  onClick={() => setDeleting({ id: article.id, title })}
                >
                  {t('admin:newsAdmin.delete')}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:newsAdmin.deleteArticleTitle')}
        confirmLabel={t('admin:newsAdmin.confirmDelete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'article', id: deleting.id },
            {
              onSuccess: () => showNotice('admin:newsAdmin.articleDeleted', 'success'),
              onError: noticeAdminError,
              onSettled: () => setDeleting(null),
            },
          )
        }
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('admin:newsAdmin.deleteNamedText', { title: deleting?.title ?? '' })}</Typography>
      </ConfirmDialog>
    </>
  );
}
