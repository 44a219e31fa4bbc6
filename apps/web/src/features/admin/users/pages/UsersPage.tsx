import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { useUsers } from '../api/get-users';
import { useUserSearch } from '../api/search-users';
import { AdminPage } from '#web/features/admin/components/AdminPage';
import { PagedResult } from '#web/features/admin/components/PagedResult';
import { useSearchState } from '#web/features/admin/lib/search-state';
import { UserFilters } from '../components/UserFilters';
import { UserSearchForm } from '../components/UserSearchForm';
import { UsersTable } from '../components/UsersTable';
import { NO_FILTERS, usersSearchSchema } from '../lib/users-search';

/** /admin/users (ADMIN): filters or a keyword search, and the paged table, all kept in the URL. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [search, update] = useSearchState(usersSearchSchema);
  const { keyword, ...filters } = search;
  // Both hooks run (hooks cannot be conditional); only the one in use fetches.
  const listed = useUsers(filters, keyword === undefined);
  const searched = useUserSearch(keyword ?? '', search.page, keyword !== undefined);
  const result = keyword === undefined ? listed : searched;
  return (
    <AdminPage title={t('admin:users.title')}>
      <Stack spacing={2}>
        <UserSearchForm
          key={keyword ?? ''}
          keyword={keyword ?? ''}
          onSearch={(k) => update({ ...NO_FILTERS, keyword: k })}
        />
        <UserFilters search={search} onChange={update} />
        {keyword !== undefined && <Typography role="status">{t('admin:users.searchResults', { keyword })}</Typography>}
      </Stack>
      <PagedResult query={result} pagesLabel={t('admin:users.pages')} onPage={(page) => update({ page })}>
        {(data) => <UsersTable users={data.items} />}
      </PagedResult>
    </AdminPage>
  );
}
