import { useId } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizSummary } from '@atrium/shared/api/quizzes';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CardTitleLink } from '#web/components/content/CardFrame';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { LoadError } from '#web/components/content/LoadError';
import { langIfOther, otherLanguages } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { useLanguage } from '#web/lib/i18n/use-language';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn } from '#web/components/pages/PageColumn';
import { useQuizzes } from '../api/get-quizzes';
import { EmojiEventsOutlinedIcon } from '../icons';
import styles from './QuizPages.module.css';

/** /test/epic (members): a quiz per epic episode, with the member's best score. */
export default function EpicTestListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quizzes = useQuizzes(lang);
  const served = otherLanguages(quizzes.data, lang);
  return (
    <PageColumn>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:quiz.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro)}>{t('edu:quiz.intro')}</p>
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {quizzes.isError && <LoadError onRetry={() => void quizzes.refetch()} />}
      {quizzes.data?.length === 0 && <p className="type-body1">{t('edu:quiz.empty')}</p>}
      <ol aria-busy={quizzes.isPending} className={styles.list}>
        {quizzes.isPending && <CardGridSkeleton count={3} ratio="6 / 1" />}
        {quizzes.data?.map((quiz) => (
          <li key={quiz.id}>
            <QuizRow quiz={quiz} lang={lang} />
          </li>
        ))}
      </ol>
    </PageColumn>
  );
}

function QuizRow({ quiz, lang }: { quiz: QuizSummary; lang: Language }) {
  const { t } = useTranslation();
  // Only the quiz's texts carry their served language: the part, counts and score are the page's.
  const served = langIfOther(quiz.lang, lang);
  const markId = useId();
  return (
    <article className={styles.row}>
      <div className={styles.texts}>
        <p className={clsx('type-body2', styles.part)}>
          {t('edu:epic.part', { n: quiz.episode.sequence })} · <span lang={served}>{quiz.episode.title}</span>
        </p>
        <h2 lang={served} className={clsx('type-h6', styles.strong)}>
          <CardTitleLink to={href(lang, 'epicTest', { id: quiz.id })} describedBy={served && markId}>
            {quiz.title}
          </CardTitleLink>
        </h2>
        <p className="type-body2 text-secondary">{t('edu:quiz.questions', { n: quiz.questionCount })}</p>
        <div className={styles.mark}>
          <ShownInMark id={markId} served={quiz.lang} page={lang} />
        </div>
      </div>
      <div className={styles.best} data-testid="best-score">
        <EmojiEventsOutlinedIcon className={quiz.bestScore === null ? styles.trophyNone : styles.trophy} />
        <p className={clsx('type-body1', styles.strong)}>
          {quiz.bestScore === null
            ? t('edu:quiz.notTaken')
            : t('edu:quiz.best', { best: quiz.bestScore, max: quiz.questionCount })}
        </p>
      </div>
    </article>
  );
}
