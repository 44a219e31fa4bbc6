import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslation } from '#web/lib/i18n/react';
import type { QuizQuestion, QuizQuestionResult } from '@atrium/shared/api/quizzes';
import { IconLabel } from '#web/components/content/IconLabel';

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
 * A multiple-choice question as a group of radio buttons (fieldset and legend). After
 * submitting, it says in words (not only colour) whether the answer was right and which is.
 */
export function QuestionField({ number, question, value, onChange, result, missing }: QuestionFieldProps) {
  const { t } = useTranslation();
  const helperId = `${question.id}-help`;
  const status = result ? (result.correct ? 'correct' : 'wrong') : null;
  return (
    <FormControl
      component="fieldset"
      error={missing}
      data-question={question.id}
      sx={{
        display: 'block',
        width: '100%',
        m: 0,
        mb: 3,
        p: 2.5,
        border: 1,
        borderRadius: 2,
        borderColor:
          status === 'correct'
            ? 'success.main'
            : status === 'wrong'
              ? 'error.main'
              : missing
                ? 'error.main'
                : 'divider',
      }}
    >
      <FormLabel
        component="legend"
        sx={{
          float: 'left',
          width: '100%',
          mb: 1.5,
          color: 'text.primary',
          fontWeight: 700,
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {t('edu:quiz.questionNumber', { n: number })} {question.prompt}
      </FormLabel>
      <RadioGroup
        name={`question-${question.id}`}
        value={value ?? ''}
        onChange={(_event, choiceId) => onChange(choiceId)}
        aria-describedby={missing || result ? helperId : undefined}
        sx={{ clear: 'both' }}
      >
        {question.choices.map((choice) => {
          const isRight = result?.correctChoiceId === choice.id;
          const isChosenWrong = result && !result.correct && result.chosenChoiceId === choice.id;
          return (
            <FormControlLabel
              key={choice.id}
              value={choice.id}
              control={<Radio />}
              disabled={Boolean(result)}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {choice.text}
                  {isRight && (
                    <IconLabel
                      icon={<CheckCircle aria-hidden fontSize="small" />}
                      sx={{ color: 'success.dark', fontWeight: 700 }}
                    >
                      {t('edu:quiz.rightAnswer')}
                    </IconLabel>
                  )}
                  {isChosenWrong && (
                    <IconLabel
                      icon={<Cancel aria-hidden fontSize="small" />}
                      sx={{ color: 'error.dark', fontWeight: 700 }}
                    >
                      {t('edu:quiz.yourAnswer')}
                    </IconLabel>
                  )}
                </Box>
              }
              sx={{ '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }}
            />
          );
        })}
      </RadioGroup>
      {missing && !result && <FormHelperText id={helperId}>{t('edu:quiz.pleaseAnswer')}</FormHelperText>}
      {result && (
        <Box id={helperId} sx={{ mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700, color: result.correct ? 'success.dark' : 'error.dark' }}>
            {result.correct ? t('edu:quiz.correct') : t('edu:quiz.incorrect')}
          </Typography>
          {result.explanation && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.7 }}>
              {result.explanation}
            </Typography>
          )}
        </Box>
      )}
    </FormControl>
  );
}
