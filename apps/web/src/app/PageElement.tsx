import type { PageRoute } from '@atrium/shared/routes';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { AccessGuard } from './guards/AccessGuard';
import { PAGE_COMPONENTS } from './pageModules';

/** One route of the shared table: its title, its access rule and its lazily loaded page. */
export function PageElement({ page }: { page: PageRoute }) {
  useDocumentTitle(page.id);
  const Page = PAGE_COMPONENTS[page.id];
  return (
    <AccessGuard access={page.access}>
      <Page />
    </AccessGuard>
  );
}
