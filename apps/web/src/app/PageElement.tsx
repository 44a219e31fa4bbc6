import type { PageRoute } from '@atrium/shared/routes';
import { useRouteHead } from '../components/use-page-head';
import { AccessGuard } from './guards/AccessGuard';
import { PAGE_COMPONENTS } from './page-modules';

/** One route of the shared table: its head, its access rule and its lazily loaded page. */
export function PageElement({ page }: { page: PageRoute }) {
  useRouteHead(page.id, page.noindex);
  const Page = PAGE_COMPONENTS[page.id];
  return (
    <AccessGuard access={page.access}>
      <Page />
    </AccessGuard>
  );
}
