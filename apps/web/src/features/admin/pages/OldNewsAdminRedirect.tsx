import { Navigate, useSearchParams } from '#web/lib/router';
import { parseId } from '#web/lib/parse-id';
import { contentHref } from '../content/lib/content-paths';

/**
 * The addresses of the news admin from before the editorial engine (/admin/news, /news/write,
 * /news/update?id=), kept for bookmarks: news is edited in the engine's screens now.
 */
export function oldNewsAdminRedirect(to: 'list' | 'create' | 'editor') {
  return function OldNewsAdminRedirect() {
    const [search] = useSearchParams();
    const id = parseId(search.get('id') ?? undefined);
    const target =
      to === 'create'
        ? contentHref.create('news')
        : to === 'editor' && id
          ? contentHref.editor('news', id)
          : contentHref.list('news');
    return <Navigate to={target} replace />;
  };
}
