import { useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { quizListResponseSchema, QuizSummary } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { quizKeys } from './keys';

/** GET /api/quizzes/epic: every episode's quiz with the member's best score. */
const getQuizzes = async (lang: Language, signal?: AbortSignal): Promise<QuizSummary[]> =>
  (await authApi.get<Reply<typeof quizListResponseSchema>>('/quizzes/epic', inLanguage(lang, signal))).items;

export const useQuizzes = (lang: Language) =>
  useQuery({ queryKey: quizKeys.list(lang), queryFn: ({ signal }) => getQuizzes(lang, signal) });
