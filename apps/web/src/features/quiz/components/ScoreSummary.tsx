import type { Ref } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizAttemptResult } from '@atrium/shared/api/quizzes';
import { EmojiEventsOutlinedIcon } from '../icons';
import styles from './ScoreSummary.module.css';

/** The score of the attempt just sent and the best score kept; focused when it appears. */
export function ScoreSummary({ result, ref }: { result: QuizAttemptResult; ref?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="quiz-score" className={styles.summary}>
      <EmojiEventsOutlinedIcon className={styles.icon} />
      <div>
        <h2 id="quiz-score" ref={ref} tabIndex={-1} className={clsx('type-h5', styles.score)}>
          {t('edu:quiz.score', { score: result.score, max: result.maxScore })}
        </h2>
        <p className={clsx('type-body1', styles.best)}>
          {result.newBest
            ? t('edu:quiz.newBest', { best: result.bestScore, max: result.maxScore })
            : t('edu:quiz.best', { best: result.bestScore, max: result.maxScore })}
        </p>
        <p className="type-body2 text-secondary">{t('edu:quiz.attempts', { n: result.attempts })}</p>
      </div>
    </section>
  );
}
