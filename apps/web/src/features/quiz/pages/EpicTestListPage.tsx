import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
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
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';
import { useQuizzes } from '../api/get-quizzes';

/** /test/epic (members): a quiz per epic episode, with the member's best score. */
export default function EpicTestListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quizzes = useQuizzes(lang);
  const served = otherLanguages(quizzes.data, lang);
  return (
    <PageColumn>
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:quiz.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.8 }}>
        {t('edu:quiz.intro')}
      </Typography>
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {quizzes.isError && <LoadError onRetry={() => void quizzes.refetch()} />}
      {quizzes.data?.length === 0 && <Typography>{t('edu:quiz.empty')}</Typography>}
      <Box component="ol" aria-busy={quizzes.isPending} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {quizzes.isPending && <CardGridSkeleton count={3} ratio="6 / 1" />}
        {quizzes.data?.map((quiz) => (
          <li key={quiz.id}>
            <QuizRow quiz={quiz} lang={lang} />
          </li>
        ))}
      </Box>
    </PageColumn>
  );
}

function QuizRow({ quiz, lang }: { quiz: QuizSummary; lang: Language }) {
  const { t } = useTranslation();
  // Only the quiz's texts carry their served language: the part, counts and score are the page's.
  const served = langIfOther(quiz.lang, lang);
  const markId = useId();
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        p: 2.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {t('edu:epic.part', { n: quiz.episode.sequence })} · <span lang={served}>{quiz.episode.title}</span>
        </Typography>
        <Typography component="h2" variant="h6" lang={served} sx={{ fontWeight: 700 }}>
          <CardTitleLink to={href(lang, 'epicTest', { id: quiz.id })} describedBy={served && markId}>
            {quiz.title}
          </CardTitleLink>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('edu:quiz.questions', { n: quiz.questionCount })}
        </Typography>
        <ShownInMark id={markId} served={quiz.lang} page={lang} sx={{ mt: 0.5 }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="best-score">
        <EmojiEvents aria-hidden color={quiz.bestScore === null ? 'disabled' : 'primary'} />
        <Typography sx={{ fontWeight: 700 }}>
          {quiz.bestScore === null
            ? t('edu:quiz.notTaken')
            : t('edu:quiz.best', { best: quiz.bestScore, max: quiz.questionCount })}
        </Typography>
      </Box>
    </Box>
  );
}
