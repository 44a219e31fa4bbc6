import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import { Link as RouterLink, useParams } from 'react-router';
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
import { useQuiz } from '../api/get-quiz';
import { useSubmitAttempt } from '../api/submit-attempt';
import { QuestionField } from '../components/QuestionField';
import { toAttempt, unanswered, type Answers } from '../components/quiz-answers';
import { ScoreSummary } from '../components/ScoreSummary';

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
      <Box component="header" lang={langIfOther(quiz.lang, lang)} sx={{ mt: 1, mb: 3 }}>
        <Typography color="primary" sx={{ fontWeight: 700 }}>
          {t('edu:epic.part', { n: quiz.episode.sequence })} · {quiz.episode.title}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {quiz.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('edu:quiz.questions', { n: quiz.questionCount })}
          {' · '}
          {quiz.bestScore === null
            ? t('edu:quiz.notTaken')
            : t('edu:quiz.best', { best: quiz.bestScore, max: quiz.questionCount })}
        </Typography>
      </Box>
      {result && <ScoreSummary ref={scoreRef} result={result} />}
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} lang={langIfOther(quiz.lang, lang)}>
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
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('edu:quiz.unanswered', { n: missing.length })}
          </Alert>
        )}
        {submit.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(errorMessageKey(submit.error))}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {result ? (
            <>
              <Button variant="contained" startIcon={<Replay aria-hidden />} onClick={retake}>
                {t('edu:quiz.retake')}
              </Button>
              <Button component={RouterLink} to={href(lang, 'epicTests')} variant="outlined">
                {t('edu:quiz.allQuizzes')}
              </Button>
              <Button component={RouterLink} to={href(lang, 'eduEpic', { id: quiz.episode.id })}>
                {t('edu:quiz.reviewEpisode')}
              </Button>
            </>
          ) : (
            <Button type="submit" variant="contained" size="large" loading={submit.isPending}>
              {t('edu:quiz.submit')}
            </Button>
          )}
        </Box>
      </Box>
    </>
  );
}
