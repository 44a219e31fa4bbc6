import type { Language } from '@atrium/shared/languages';

/** Query keys of the member's quizzes: the member's own data (best scores), in the text's language. */
export const quizKeys = {
  all: ['account', 'quizzes'] as const,
  list: (lang: Language) => [...quizKeys.all, lang, 'list'] as const,
  detail: (lang: Language, id: number) => [...quizKeys.all, lang, 'detail', id] as const,
};
