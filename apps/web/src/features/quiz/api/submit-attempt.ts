import { useMutation, useQueryClient } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { quizAttemptResultSchema, QuizAttemptInput, QuizAttemptResult } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { quizKeys } from './keys';

/** POST /api/quizzes/epic/{id}/attempts: the server scores the answers and keeps the best score. */
const submitAttempt = (lang: Language, id: number, body: QuizAttemptInput): Promise<QuizAttemptResult> =>
  authApi.request<Reply<typeof quizAttemptResultSchema>>(`/quizzes/epic/${id}/attempts`, {
    ...inLanguage(lang),
    method: 'POST',
    body,
  });

export function useSubmitAttempt(lang: Language, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptInput) => submitAttempt(lang, id, body),
    // The best scores changed: every list and quiz of the member is read again when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
