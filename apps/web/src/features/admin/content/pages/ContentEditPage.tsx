import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { ContentType } from '@atrium/shared/content/define';
import { contentType } from '@atrium/shared/content/registry';
import { itemTitle } from '@atrium/shared/content/validate';
import { useLanguage } from '#web/lib/i18n/use-language';
import { isLanguage } from '@atrium/shared/languages';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { contentItemQueryOptions, useContentItem } from '../api/get-content-item';
import { contentHref, contentTypeNameKey, type ContentId } from '../lib/content-paths';
import { ContentEditor } from '../components/editor/ContentEditor';

/** The id in the path: a venue page's slug as it is, else a positive whole number (null: not an id). */
function parseId(type: ContentType, raw: string): ContentId | null {
  if (type.keyedBy) return raw || null;
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

function BackToList({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  if (type.singleton) return null;
  return (
    <Link component={RouterLink} to={contentHref.list(type.type)}>
      {t('admin:content.editor.backToList', { type: t(contentTypeNameKey(type.type)) })}
    </Link>
  );
}

function StoredItemEditor({ type, id }: { type: ContentType; id: ContentId }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const item = useContentItem(type.type, id);
  // ?lang=es (the coverage page's link to a missing translation) opens the form in that language.
  const [params] = useSearchParams();
  const wanted = params.get('lang');
  // A restored revision remakes the form from the reloaded draft.
  const [generation, setGeneration] = useState(0);
  const typeName = t(contentTypeNameKey(type.type));
  const title = item.data && !type.singleton ? itemTitle(type, item.data.draft, lang) : '';
  return (
    <AdminPage title={title ? `${typeName} › ${title}` : typeName} actions={<BackToList type={type} />}>
      {item.isError && <AdminErrorAlert error={item.error} />}
      {item.isPending && <Skeleton variant="rectangular" className={skeletonSizes.h480} />}
      {item.data && (
        <ContentEditor
          key={`${String(item.data.id)}:${generation}`}
          type={type}
          item={item.data}
          onCreated={() => undefined}
          onDeleted={() => void navigate(contentHref.list(type.type), { replace: true })}
          onRestored={() => setGeneration((g) => g + 1)}
          initialLang={isLanguage(wanted) ? wanted : undefined}
        />
      )}
    </AdminPage>
  );
}

function NewItemEditor({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The stored item's editor opens on its loaded draft, not on a skeleton that would swallow what
  // is typed meanwhile: the item is fetched before the address changes.
  const openStored = async (id: ContentId) => {
    await queryClient.prefetchQuery(contentItemQueryOptions(type.type, id));
    await navigate(contentHref.editor(type.type, id), { replace: true });
  };
  return (
    <AdminPage
      title={t('admin:content.editor.newTitle', { type: t(contentTypeNameKey(type.type)) })}
      actions={<BackToList type={type} />}
    >
      <ContentEditor
        type={type}
        item={null}
        onCreated={(id) => void openStored(id)}
        onDeleted={() => undefined}
        onRestored={() => undefined}
      />
    </AdminPage>
  );
}

/**
 * /admin/content/{type}/{id} and /admin/content/{type}/new (MANAGER and ADMIN): an item's editor,
 * its form made from the type's declaration.
 */
export default function ContentEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = contentType(params.type ?? '');
  const id = type && params.id !== undefined ? parseId(type, params.id) : null;
  const creating = params.id === undefined;
  if (!type || (creating && !type.creatable) || (!creating && id === null)) {
    return (
      <AdminPage title={t('admin:nav.content')}>
        <Alert severity="error">{t('errors:NOT_FOUND')}</Alert>
      </AdminPage>
    );
  }
  if (creating) return <NewItemEditor type={type} />;
  return <StoredItemEditor key={String(id)} type={type} id={id ?? 0} />;
}
