import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import type { SignInProblem } from './signInOutcome';

/** The refusal of a sign-in, announced as it appears (role="alert"). */
export function SignInAlert({ problem }: { problem: SignInProblem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (problem.kind === 'fields') return null;
  if (problem.kind === 'locked') {
    return (
      <Alert
        severity="error"
        action={
          <Button
            component={RouterLink}
            to={`${href(lang, 'unlock')}?email=${encodeURIComponent(problem.email)}`}
            color="inherit"
            size="small"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {t('auth:signin.unlock')}
          </Button>
        }
      >
        {t('errors:ACCOUNT_LOCKED')}
      </Alert>
    );
  }
  return (
    <Stack spacing={1} role="alert">
      <Alert severity="error" role="none">
        {t(problem.key)}
      </Alert>
      {problem.failed && (
        <Alert severity="warning" role="none">
          {t('auth:signin.failedCount', { failed: problem.failed.count, max: problem.failed.max })}
        </Alert>
      )}
    </Stack>
  );
}
