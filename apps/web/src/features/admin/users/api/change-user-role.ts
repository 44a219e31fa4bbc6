import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserDetailSchema } from '@atrium/shared/api/admin';
import type { Role } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/**
 * POST /api/admin/users/{id}/role: answers the updated member; 400 INVALID_GRADE, 404
 * USER_NOT_FOUND, 409 LAST_ADMIN.
 */
const changeUserRole = ({ id, role }: { id: number; role: Role }) =>
  authApi.request<Reply<typeof adminUserDetailSchema>>(`/admin/users/${id}/role`, { method: 'POST', body: { role } });

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: async (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      // The lists show the role too, and a role filter may no longer match.
      await queryClient.invalidateQueries({ queryKey: [...adminKeys.users(), 'list'] });
    },
  });
}
