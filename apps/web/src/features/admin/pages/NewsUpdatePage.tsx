import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { idParam } from '../../news/components/idParam';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';
import { useAdminNews } from '../news/api/getAdminNews';
import { NewsForm } from '../news/NewsForm';
import { draftOf } from '../news/newsDraft';

/** /admin/news/update?id= (MANAGER and ADMIN): edits a stored news item and its articles. */
export default function NewsUpdatePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(search.get('id') ?? undefined);
  const news = useAdminNews(id);
  return (
    <AdminPage
      title={t('admin:newsAdmin.updateTitle')}
      actions={
        news.data?.isPublic ? (
          <Link component={RouterLink} to={href(lang, 'newsItem', { id })}>
            {t('admin:newsAdmin.viewPublic')}
          </Link>
        ) : undefined
      }
    >
      {!id && <Alert severity="error">{t('errors:NOT_FOUND')}</Alert>}
      {news.isError && <AdminErrorAlert error={news.error} />}
      {id > 0 && news.isPending && <Skeleton variant="rectangular" height={400} />}
      {news.data && (
        <NewsForm
          // A fresh form for another item; after a save it keeps its own state.
          key={news.data.id}
          initial={draftOf(news.data)}
          onSaved={() => undefined}
          onDeleted={() => void navigate('/admin/news', { replace: true })}
        />
      )}
    </AdminPage>
  );
}
