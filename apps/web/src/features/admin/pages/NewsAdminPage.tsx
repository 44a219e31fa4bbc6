import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageQuerySchema } from '@atrium/shared/api/common';
import { pickLocalized } from '@atrium/shared/localized';
import { showNotice } from '../../../components/notice/noticeStore';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';
import { AdminPagination } from '../components/AdminPagination';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { noticeAdminError } from '../lib/adminErrors';
import { useSearchState } from '../lib/searchState';
import { useDeleteNews } from '../news/api/deleteNews';
import { useAdminNewsList } from '../news/api/getAdminNewsList';
import { NewsAdminTable, type AdminNewsRow } from '../news/NewsAdminTable';

/** /admin/news?page= (MANAGER and ADMIN): every news item, public switches for items and articles, delete. */
export default function NewsAdminPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search, update] = useSearchState(pageQuerySchema);
  const list = useAdminNewsList(search.page);
  const remove = useDeleteNews();
  const [deleting, setDeleting] = useState<AdminNewsRow | null>(null);
  return (
    <AdminPage
      title={t('admin:newsAdmin.title')}
      actions={
        <Button component={RouterLink} to="/admin/news/write" variant="contained" startIcon={<Add aria-hidden />}>
          {t('admin:newsAdmin.write')}
        </Button>
      }
    >
      {list.isError && <AdminErrorAlert error={list.error} />}
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {list.data && (
        <div>
          <NewsAdminTable rows={list.data.items} onDelete={setDeleting} />
          <AdminPagination
            label={t('admin:newsAdmin.pages')}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('admin:newsAdmin.deleteTitle')}
        confirmLabel={t('admin:newsAdmin.confirmDelete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'news', id: deleting.id },
            {
              onSuccess: () => showNotice('admin:newsAdmin.deleted', 'success'),
              onError: noticeAdminError,
              onSettled: () => setDeleting(null),
            },
          )
        }
        onClose={() => setDeleting(null)}
      >
        <Typography>
          {t('admin:newsAdmin.deleteNamedText', { title: deleting ? pickLocalized(deleting.title, lang).text : '' })}
        </Typography>
      </ConfirmDialog>
    </AdminPage>
  );
}
