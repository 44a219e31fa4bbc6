import { useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { quizDetailSchema, QuizDetail } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { authApi } from '#web/lib/api/auth-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { quizKeys } from './keys';

/** GET /api/quizzes/epic/{id}: the questions and choices (never which is right) and the best score. */
const getQuiz = (lang: Language, id: number, signal?: AbortSignal): Promise<QuizDetail> =>
  authApi.get<Reply<typeof quizDetailSchema>>(`/quizzes/epic/${id}`, inLanguage(lang, signal));

export const useQuiz = (lang: Language, id: number) =>
  useQuery({ queryKey: quizKeys.detail(lang, id), queryFn: ({ signal }) => getQuiz(lang, id, signal) });
