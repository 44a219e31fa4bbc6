import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { userIdParamsSchema } from '@atrium/shared/api/admin';
import { adminHref } from '@atrium/shared/routes';
import { ApiError } from '#web/lib/api/ApiError';
import { useUser } from '../api/get-user';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { AdminPage, AdminSection } from '#web/features/admin/components/AdminPage';
import { RoleChange } from '../components/RoleChange';
import { UserDetails } from '../components/UserDetails';

/** /admin/users/{userId} (ADMIN): a member's fields and the role change. */
export default function UserDetailPage() {
  const { userId } = useParams();
  const parsed = userIdParamsSchema.safeParse({ id: userId });
  // Not a number: no call to make, the member cannot exist.
  return parsed.success ? <UserDetail id={parsed.data.id} /> : <UserDetailFrame error={notFound} />;
}

/** What the server would answer for an id that is no member. */
const notFound = new ApiError(404, { code: 'USER_NOT_FOUND', message: '' });

function UserDetail({ id }: { id: number }) {
  const user = useUser(id);
  if (user.isError) return <UserDetailFrame error={user.error} />;
  return <UserDetailFrame user={user.data} />;
}

interface FrameProps {
  user?: Parameters<typeof UserDetails>[0]['user'];
  error?: unknown;
}

/** Back to the list as it was left (filters, search, page), when the member was opened from it. */
function useListHref(): string {
  const { state } = useLocation();
  const search = typeof state === 'object' && state !== null && 'listSearch' in state ? state.listSearch : '';
  return `${adminHref('users')}${typeof search === 'string' ? search : ''}`;
}

function UserDetailFrame({ user, error }: FrameProps) {
  const { t } = useTranslation();
  const listHref = useListHref();
  return (
    <AdminPage
      title={user ? user.name : t('admin:users.detailTitle')}
      actions={
        <Button component={RouterLink} to={listHref} startIcon={<ArrowBack aria-hidden />}>
          {t('admin:users.backToList')}
        </Button>
      }
    >
      {error !== undefined && <AdminErrorAlert error={error} />}
      {!user && error === undefined && <Skeleton variant="rectangular" className={skeletonSizes.h320} />}
      {user && (
        <>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <UserDetails user={user} />
          </Paper>
          <AdminSection id="user-role" title={t('admin:users.roleSection')}>
            <RoleChange key={user.role} user={user} />
          </AdminSection>
        </>
      )}
    </AdminPage>
  );
}
