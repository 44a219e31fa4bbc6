import { useTranslation } from '#web/lib/i18n/react';
import { mfaRemoveRequestSchema } from '@atrium/shared/api/mfa';
import { removeMfa } from './mfa-api';
import { StepUpRemoveDialog } from './StepUpRemoveDialog';
import { useStepUpRemoveForm, type StepUpValues } from './use-step-up-remove-form';

/** Turning two-factor off: the password and a code, both checked by the server. */
export function MfaRemoveDialog({
  open,
  onRemoved,
  onClose,
}: {
  open: boolean;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stepUp = useStepUpRemoveForm(mfaRemoveRequestSchema);

  const onValid = (values: StepUpValues) =>
    stepUp.attempt(async () => {
      await removeMfa(values);
      onRemoved();
    }, ['password', 'code']);

  return (
    <StepUpRemoveDialog
      open={open}
      onClose={onClose}
      titleId="mfa-remove-title"
      title={t('auth:mfa.remove')}
      intro={t('auth:mfa.removeIntro')}
      submitLabel={t('auth:mfa.remove')}
      codeRequired
      stepUp={stepUp}
      onValid={onValid}
    />
  );
}
