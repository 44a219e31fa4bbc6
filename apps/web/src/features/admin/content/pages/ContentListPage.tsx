import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { AdminErrorAlert } from '../../components/AdminErrorAlert';
import { AdminPage } from '../../components/AdminPage';
import { DataTable } from '../../components/DataTable';
import { useContentList } from '../api/getContentList';
import { contentHref, contentTypeNameKey } from '../contentPaths';
import { SortableContentTable } from '../list/SortableContentTable';
import { useListColumns } from '../list/useListColumns';

function TypeList({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const list = useContentList(type.type);
  const columns = useListColumns(type.type);
  const name = t(contentTypeNameKey(type.type));
  const caption = t('admin:content.list.caption', { type: name });
  return (
    <AdminPage
      title={name}
      actions={
        type.creatable ? (
          <Button
            component={RouterLink}
            to={contentHref.create(type.type)}
            variant="contained"
            startIcon={<Add aria-hidden />}
          >
            {t('admin:content.list.new')}
          </Button>
        ) : undefined
      }
    >
      {list.isError && <AdminErrorAlert error={list.error} />}
      <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {type.ordered && (
        <Typography variant="body2" color="text.secondary">
          {t('admin:content.order.help')}
        </Typography>
      )}
      {list.data &&
        (type.ordered && list.data.items.length > 0 ? (
          <SortableContentTable type={type.type} caption={caption} rows={list.data.items} columns={columns} />
        ) : (
          <DataTable
            caption={caption}
            columns={columns}
            rows={list.data.items}
            rowKey={(row) => String(row.id)}
            empty={t('admin:content.list.none')}
          />
        ))}
    </AdminPage>
  );
}

/** /admin/content/{type} (MANAGER and ADMIN): a type's items; a singleton opens straight in its editor. */
export default function ContentListPage() {
  const { t } = useTranslation();
  const type = contentType(useParams().type ?? '');
  if (!type) {
    return (
      <AdminPage title={t('admin:nav.content')}>
        <Alert severity="error">{t('errors:NOT_FOUND')}</Alert>
      </AdminPage>
    );
  }
  if (type.singleton) return <Navigate to={contentHref.editor(type.type, 1)} replace />;
  return <TypeList key={type.type} type={type} />;
}
