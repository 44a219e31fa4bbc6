import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../api/getUsers';
import { useUserSearch } from '../api/searchUsers';
import { AdminErrorAlert } from '../components/AdminErrorAlert';
import { AdminPage } from '../components/AdminPage';
import { AdminPagination } from '../components/AdminPagination';
import { useSearchState } from '../lib/searchState';
import { UserFilters } from '../users/UserFilters';
import { UserSearchForm } from '../users/UserSearchForm';
import { UsersTable } from '../users/UsersTable';
import { NO_FILTERS, usersSearchSchema } from '../users/usersSearch';

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
      {result.isError && <AdminErrorAlert error={result.error} />}
      {/* Keeps its height while a new page loads, so the table does not jump. */}
      <LinearProgress sx={{ visibility: result.isFetching ? 'visible' : 'hidden' }} aria-hidden />
      {result.data && (
        <div>
          <UsersTable users={result.data.items} />
          <AdminPagination
            label={t('admin:users.pages')}
            page={result.data.page}
            pageSize={result.data.pageSize}
            total={result.data.total}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
    </AdminPage>
  );
}
