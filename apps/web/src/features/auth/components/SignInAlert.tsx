import clsx from 'clsx';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { TextLink } from '#web/components/ui/TextLink';
import stack from '#web/components/ui/Stack.module.css';
import type { SignInProblem } from './sign-in-outcome';

/** The refusal of a sign-in, announced as it appears (role="alert"). */
export function SignInAlert({ problem }: { problem: SignInProblem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // Field errors show on their fields.
  if (problem.kind === 'fields') return null;
  // The app sends a locked member on to unlock; a page the server answered offers the way there.
  if (problem.kind === 'locked') {
    return (
      <Alert severity="error" role="alert">
        {t('errors:ACCOUNT_LOCKED')}{' '}
        <TextLink href={`${href(lang, 'unlock')}?email=${encodeURIComponent(problem.email)}`}>
          {t('auth:signin.unlockLink')}
        </TextLink>
      </Alert>
    );
  }
  return (
    <div role="alert" className={clsx(stack.stack, stack.gap1)}>
      <Alert severity="error" role="none">
        {t(problem.key)}
      </Alert>
      {problem.failed && (
        <Alert severity="warning" role="none">
          {t('auth:signin.failedCount', { failed: problem.failed.count, max: problem.failed.max })}
        </Alert>
      )}
    </div>
  );
}
