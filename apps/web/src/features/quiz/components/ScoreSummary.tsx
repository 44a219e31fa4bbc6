import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEventsOutlined';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizAttemptResult } from '@atrium/shared/api/quizzes';

/** The score of the attempt just sent and the best score kept; focused when it appears. */
export const ScoreSummary = forwardRef<HTMLHeadingElement, { result: QuizAttemptResult }>(function ScoreSummary(
  { result },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="quiz-score"
      sx={{ p: 3, mb: 4, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <EmojiEvents aria-hidden color="primary" sx={{ fontSize: 48 }} />
      <Box>
        <Typography
          id="quiz-score"
          ref={ref}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {t('edu:quiz.score', { score: result.score, max: result.maxScore })}
        </Typography>
        <Typography sx={{ mt: 0.5 }}>
          {result.newBest
            ? t('edu:quiz.newBest', { best: result.bestScore, max: result.maxScore })
            : t('edu:quiz.best', { best: result.bestScore, max: result.maxScore })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('edu:quiz.attempts', { n: result.attempts })}
        </Typography>
      </Box>
    </Box>
  );
});
