import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
import type { SignInProblem } from './sign-in-outcome';

/** The refusal of a sign-in, announced as it appears (role="alert"). */
export function SignInAlert({ problem }: { problem: SignInProblem }) {
  const { t } = useTranslation();
  // Field errors show on their fields; a lock sends the member to the unlock page.
  if (problem.kind === 'fields' || problem.kind === 'locked') return null;
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
