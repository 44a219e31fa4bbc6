import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, Navigate, useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { DataTable } from '#web/features/admin/components/DataTable';
import { useContentList } from '../api/get-content-list';
import { contentHref, contentTypeNameKey } from '../lib/content-paths';
import { SortableContentTable } from '../components/list/SortableContentTable';
import { keepWords, tableLayout } from '../lib/layout';
import { TranslationLegend } from '../components/status/TranslationChips';
import { useListColumns } from '../components/list/use-list-columns';
import { FetchingBar } from '../components/list/FetchingBar';

function TypeList({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const list = useContentList(type.type);
  const columns = useListColumns(type.type);
  const name = t(contentTypeNameKey(type.type));
  const caption = t('admin:content.list.caption', { type: name });
  const hasItems = (list.data?.items.length ?? 0) > 0;
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
      {(type.ordered || hasItems) && (
        <Stack spacing={1.5} sx={keepWords}>
          {type.ordered && (
            <Typography variant="body2" color="text.secondary">
              {t('admin:content.order.help')}
            </Typography>
          )}
          {hasItems && <TranslationLegend />}
        </Stack>
      )}
      {/* The progress runs along the table's top edge, taking no room of its own. */}
      <Box sx={{ position: 'relative', minHeight: 4, ...tableLayout }}>
        <FetchingBar fetching={list.isFetching} />
        {list.data &&
          (type.ordered && hasItems ? (
            <SortableContentTable
              type={type.type}
              caption={caption}
              rows={list.data.items}
              orderEtag={list.data.orderEtag}
              columns={columns}
            />
          ) : (
            <DataTable
              caption={caption}
              columns={columns}
              rows={list.data.items}
              rowKey={(row) => String(row.id)}
              empty={t('admin:content.list.none')}
            />
          ))}
      </Box>
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
