import { useTranslation } from '#web/lib/i18n/react';
import { z } from 'zod';
import { mfaCodeSchema } from '@atrium/shared/api/mfa';
import { passkeyRemoveRequestSchema, type Passkey } from '@atrium/shared/api/passkeys';
import { PasskeyButton } from '#web/components/mfa/PasskeyButton';
import { passkeysSupported, stepUpWithPasskey } from '#web/components/mfa/passkey-ceremony';
import { removePasskey } from './passkeys-api';
import { StepUpRemoveDialog } from './StepUpRemoveDialog';
import { useStepUpRemoveForm, type StepUpValues } from './use-step-up-remove-form';

// The code may stay empty when a passkey confirms instead (the server then wants a fresh step-up).
const formSchema = passkeyRemoveRequestSchema.extend({ code: z.union([z.literal(''), mfaCodeSchema]) });

/** Removing a passkey: the password, and a code or another passkey, as turning two-factor off asks. */
export function PasskeyRemoveDialog({
  passkey,
  onRemoved,
  onClose,
}: {
  passkey: Passkey | null;
  onRemoved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stepUp = useStepUpRemoveForm(formSchema);
  const { form } = stepUp;

  const remove = async (password: string, code: string | undefined) => {
    if (!passkey) return;
    await removePasskey(passkey.id, code ? { password, code } : { password });
    form.reset();
    onRemoved();
  };

  const onValid = ({ password, code }: StepUpValues) =>
    stepUp.attempt(() => remove(password, code || undefined), ['password', 'code']);

  /** The password checked here first, then the passkey prompt, then the removal. */
  const withPasskey = async () => {
    stepUp.setProblem(null);
    if (!(await form.trigger('password'))) {
      stepUp.focusFirstInvalid();
      return;
    }
    await stepUpWithPasskey();
    await stepUp.attempt(() => remove(form.getValues('password'), undefined), ['password']);
  };

  return (
    <StepUpRemoveDialog
      open={passkey !== null}
      onClose={onClose}
      titleId="passkey-remove-title"
      title={t('auth:mfa.passkeyRemoveTitle', { name: passkey?.name })}
      intro={t('auth:mfa.passkeyRemoveIntro')}
      submitLabel={t('auth:mfa.passkeyRemove')}
      codeRequired={false}
      stepUp={stepUp}
      onValid={onValid}
    >
      {passkeysSupported() && <PasskeyButton onUse={withPasskey} label={t('auth:mfa.passkeyRemoveWithPasskey')} />}
    </StepUpRemoveDialog>
  );
}
