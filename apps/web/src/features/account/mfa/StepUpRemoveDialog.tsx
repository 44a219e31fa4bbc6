import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import { CurrentPasswordField } from '#web/components/forms/CurrentPasswordField';
import { FormTextField } from '#web/components/forms/FormTextField';
import { HookForm } from '#web/components/forms/HookForm';
import type { StepUpRemoveForm, StepUpValues } from './use-step-up-remove-form';

interface StepUpRemoveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title's id, which labels the dialog. */
  titleId: string;
  title: string;
  intro: string;
  submitLabel: string;
  /** False where another way (a passkey) may confirm instead of the code. */
  codeRequired: boolean;
  stepUp: StepUpRemoveForm;
  onValid: (values: StepUpValues) => Promise<void>;
  /** Another way to confirm, shown between the submit and cancel buttons. */
  children?: ReactNode;
}

/** Removing something that guards the account: the password and a code, both checked by the server. */
export function StepUpRemoveDialog({
  open,
  onClose,
  titleId,
  title,
  intro,
  submitLabel,
  codeRequired,
  stepUp: { form, problem, formRef, focusFirstInvalid },
  onValid,
  children,
}: StepUpRemoveDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{intro}</Typography>
        <HookForm form={form} onValid={onValid} formRef={formRef} onInvalid={focusFirstInvalid}>
          <CurrentPasswordField control={form.control} name="password" label={t('auth:mfa.password')} />
          <FormTextField
            control={form.control}
            name="code"
            label={t('auth:mfa.codeLabel')}
            autoComplete="one-time-code"
            required={codeRequired}
          />
          {problem && (
            <Alert severity="error" role="alert">
              {t(problem)}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="error" disabled={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          {children}
          <Button variant="text" onClick={onClose}>
            {t('auth:mfa.cancel')}
          </Button>
        </HookForm>
      </DialogContent>
    </Dialog>
  );
}
