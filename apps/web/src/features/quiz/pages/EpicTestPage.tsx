import { useEffect, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { useParams } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizAttemptResult, QuizDetail } from '@atrium/shared/api/quizzes';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { DetailPage } from '#web/components/pages/DetailPage';
import { errorMessageKey } from '#web/components/errors/api-error-message';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { useLanguage } from '#web/lib/i18n/use-language';
import { BackLink } from '#web/components/pages/BackLink';
import { parseId } from '#web/lib/parse-id';
import { Alert } from '#web/components/ui/Alert';
import { Button, LinkButton } from '#web/components/ui/Button';
import { useQuiz } from '../api/get-quiz';
import { useSubmitAttempt } from '../api/submit-attempt';
import { QuestionField } from '../components/QuestionField';
import { toAttempt, unanswered, type Answers } from '../components/quiz-answers';
import { ScoreSummary } from '../components/ScoreSummary';
import { ReplayIcon } from '../icons';
import styles from './QuizPages.module.css';

/** /test/epic/{id} (members): an episode's quiz, scored by the server, then each answer explained. */
export default function EpicTestPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  return <EpicTest key={id} id={id} />;
}

function EpicTest({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quiz = useQuiz(lang, id);
  useOwnHead(quiz.data && { title: quiz.data.title });

  return (
    <DetailPage query={quiz} back={<BackLink to={href(lang, 'epicTests')}>{t('edu:quiz.back')}</BackLink>}>
      {(data) => <QuizForm quiz={data} />}
    </DetailPage>
  );
}

function QuizForm({ quiz }: { quiz: QuizDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const submit = useSubmitAttempt(lang, quiz.id);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  const [triedMissing, setTriedMissing] = useState(false);
  const scoreRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const missing = unanswered(quiz.questions, answers);

  useEffect(() => {
    if (result) scoreRef.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const [first] = missing;
    if (first) {
      setTriedMissing(true);
      formRef.current?.querySelector<HTMLInputElement>(`[data-question="${CSS.escape(first.id)}"] input`)?.focus();
      return;
    }
    submit.mutate(toAttempt(quiz.questions, answers), { onSuccess: setResult });
  };
  const retake = () => {
    setAnswers({});
    setResult(null);
    setTriedMissing(false);
    submit.reset();
    window.scrollTo({ top: 0 });
  };
  const results = new Map(result?.results.map((r) => [r.questionId, r]));

  return (
    <>
      <LanguageNote served={quiz.lang} page={lang} />
      <header lang={langIfOther(quiz.lang, lang)} className={styles.header}>
        <p className={clsx('type-body1', styles.part)}>
          {t('edu:epic.part', { n: quiz.episode.sequence })} · {quiz.episode.title}
        </p>
        <h1 className={clsx('type-h4', styles.strong)}>{quiz.title}</h1>
        <p className={clsx('type-body1 text-secondary', styles.counts)}>
          {t('edu:quiz.questions', { n: quiz.questionCount })}
          {' · '}
          {quiz.bestScore === null
            ? t('edu:quiz.notTaken')
            : t('edu:quiz.best', { best: quiz.bestScore, max: quiz.questionCount })}
        </p>
      </header>
      {result && <ScoreSummary ref={scoreRef} result={result} />}
      <form ref={formRef} noValidate onSubmit={onSubmit} lang={langIfOther(quiz.lang, lang)}>
        {quiz.questions.map((question, i) => (
          <QuestionField
            key={question.id}
            number={i + 1}
            question={question}
            value={answers[question.id]}
            onChange={(choiceId) => setAnswers((old) => ({ ...old, [question.id]: choiceId }))}
            result={results.get(question.id)}
            missing={triedMissing && missing.includes(question)}
          />
        ))}
        {triedMissing && missing.length > 0 && (
          <Alert severity="error" role="alert" className={styles.alert}>
            {t('edu:quiz.unanswered', { n: missing.length })}
          </Alert>
        )}
        {submit.isError && (
          <Alert severity="error" role="alert" className={styles.alert}>
            {t(errorMessageKey(submit.error))}
          </Alert>
        )}
        <div className={styles.actions}>
          {result ? (
            <>
              <Button variant="contained" startIcon={<ReplayIcon />} onClick={retake}>
                {t('edu:quiz.retake')}
              </Button>
              <LinkButton to={href(lang, 'epicTests')} variant="outlined">
                {t('edu:quiz.allQuizzes')}
              </LinkButton>
              <LinkButton to={href(lang, 'eduEpic', { id: quiz.episode.id })}>{t('edu:quiz.reviewEpisode')}</LinkButton>
            </>
          ) : (
            <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
              {t('edu:quiz.submit')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
