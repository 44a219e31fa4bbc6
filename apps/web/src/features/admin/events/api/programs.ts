import type { Reply } from '#web/lib/api/request';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminCategoryListSchema,
  adminProgramDetailSchema,
  adminSessionSchema,
} from '@atrium/shared/api/events-admin';
import type { CategoryInput, ProgramInput, SessionInput } from '@atrium/shared/api/events-admin';
import { authApi } from '#web/lib/api/auth-api';
import { eventAdminKeys } from './keys';

/** GET /api/admin/program-categories: every category with its programs (staff). */
export const useAdminCategories = () =>
  useQuery({
    queryKey: eventAdminKeys.categories(),
    queryFn: ({ signal }) =>
      authApi.get<Reply<typeof adminCategoryListSchema>>('/admin/program-categories', { signal }),
  });

/** GET /api/admin/programs/{id}: a program with its sessions. */
export const useAdminProgram = (id: number | null) =>
  useQuery({
    queryKey: eventAdminKeys.program(id ?? 0),
    queryFn: ({ signal }) => authApi.get<Reply<typeof adminProgramDetailSchema>>(`/admin/programs/${id}`, { signal }),
    enabled: id !== null,
  });

function useInvalidatePrograms() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: eventAdminKeys.categories() }),
      client.invalidateQueries({ queryKey: [...eventAdminKeys.all(), 'program'] }),
    ]);
}

/** POST /api/admin/program-categories or PUT /api/admin/program-categories/{id}. */
// Saves answer the saved item; the lists are read again, so only success matters here.
export function useSaveCategory() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      authApi.request<unknown>(id ? `/admin/program-categories/${id}` : '/admin/program-categories', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/programs or PUT /api/admin/programs/{id}. */
export function useSaveProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProgramInput }) =>
      authApi.request<unknown>(id ? `/admin/programs/${id}` : '/admin/programs', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/programs/{programId}/sessions or PUT /api/admin/sessions/{id}. */
export function useSaveSession(programId: number) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SessionInput }) =>
      authApi.request<Reply<typeof adminSessionSchema>>(
        id ? `/admin/sessions/${id}` : `/admin/programs/${programId}/sessions`,
        {
          method: id ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: invalidate,
  });
}

/** DELETE of a category (refused while it holds programs), a program or a session. */
export function useDeleteProgramItem() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'program' | 'session'; id: number }) =>
      authApi.requestVoid(
        kind === 'category'
          ? `/admin/program-categories/${id}`
          : kind === 'program'
            ? `/admin/programs/${id}`
            : `/admin/sessions/${id}`,
        { method: 'DELETE' },
      ),
    onSuccess: invalidate,
  });
}
