import type { PageRoute } from '@atrium/shared/routes';
import { useRouteHead } from '../components/usePageHead';
import { AccessGuard } from './guards/AccessGuard';
import { PAGE_COMPONENTS } from './pageModules';

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
