import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizQuestion, QuizQuestionResult } from '@atrium/shared/api/quizzes';
import { IconLabel } from '#web/components/content/IconLabel';
import { Radio } from '#web/components/ui/Radio';
import { CancelIcon, CheckCircleIcon } from '../icons';
import styles from './QuestionField.module.css';

interface QuestionFieldProps {
  number: number;
  question: QuizQuestion;
  value: string | undefined;
  onChange: (choiceId: string) => void;
  /** After submitting: the server's verdict, and the choices are locked. */
  result?: QuizQuestionResult;
  /** Submitting was tried with this question unanswered. */
  missing: boolean;
}

/**
 * A multiple-choice question as native radio buttons in a fieldset (its legend names the group;
 * the arrow keys move between choices, as the browser does). After submitting, it says in words
 * (not only colour) whether the answer was right and which is.
 */
export function QuestionField({ number, question, value, onChange, result, missing }: QuestionFieldProps) {
  const { t } = useTranslation();
  const helperId = `${question.id}-help`;
  const status = result ? (result.correct ? 'correct' : 'incorrect') : missing ? 'missing' : undefined;
  return (
    // A radiogroup, as MUI's RadioGroup was (the fieldset allows the role): its legend names it.
    <fieldset
      role="radiogroup"
      data-question={question.id}
      aria-describedby={missing || result ? helperId : undefined}
      className={clsx(styles.question, status && styles[status])}
    >
      <legend className={styles.legend}>
        {t('edu:quiz.questionNumber', { n: number })} {question.prompt}
      </legend>
      <div className={styles.choices}>
        {question.choices.map((choice) => {
          const isRight = result?.correctChoiceId === choice.id;
          const isChosenWrong = result && !result.correct && result.chosenChoiceId === choice.id;
          return (
            <Radio
              key={choice.id}
              name={`question-${question.id}`}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              disabled={Boolean(result)}
            >
              <span className={styles.text}>
                {choice.text}
                {isRight && (
                  <IconLabel icon={<CheckCircleIcon fontSize="small" />} className={styles.rightWords}>
                    {t('edu:quiz.rightAnswer')}
                  </IconLabel>
                )}
                {isChosenWrong && (
                  <IconLabel icon={<CancelIcon fontSize="small" />} className={styles.wrongWords}>
                    {t('edu:quiz.yourAnswer')}
                  </IconLabel>
                )}
              </span>
            </Radio>
          );
        })}
      </div>
      {missing && !result && (
        <p id={helperId} className={clsx('type-caption', styles.helper)}>
          {t('edu:quiz.pleaseAnswer')}
        </p>
      )}
      {result && (
        <div id={helperId} className={styles.result}>
          <p className={clsx('type-body1', result.correct ? styles.rightWords : styles.wrongWords)}>
            {result.correct ? t('edu:quiz.correct') : t('edu:quiz.incorrect')}
          </p>
          {result.explanation && (
            <p className={clsx('type-body2 text-secondary', styles.explanation)}>{result.explanation}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}
