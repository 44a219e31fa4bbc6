import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { Alert } from '#web/components/ui/Alert';
import { Button } from '#web/components/ui/Button';
import { mfaCodeRequestSchema } from '@atrium/shared/api/mfa';
import { errorMessageKey } from '../errors/api-error-message';
import { applyServerFieldErrors, initialFieldErrors } from '../forms/server-field-errors';
import { FormTextField } from '../forms/FormTextField';
import { HookForm } from '../forms/HookForm';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid';

interface Props {
  /** Sends the code; a refusal (thrown) is shown above the button. */
  onCode: (code: string) => Promise<void>;
  submitLabel: string;
  /** Extra actions beside the submit button (back, cancel). */
  actions?: ReactNode;
  /** Posted with the code when the server answers the form (sign-in's mfaToken): hidden inputs. */
  hidden?: Record<string, string>;
  /** A refusal the server rendered with the page (the form was posted without the app). */
  initialError?: unknown;
}

/** One field for a 6-digit TOTP code or a recovery code, as every two-factor step asks it. */
export function MfaCodeForm({ onCode, submitLabel, actions, hidden, initialError }: Props) {
  const { t } = useTranslation();
  const [errors] = useState(() => initialFieldErrors<{ code: string }>(initialError, ['code']));
  const [problem, setProblem] = useState<string | null>(() =>
    initialError && !errors ? errorMessageKey(initialError) : null,
  );
  const [sending, setSending] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm({ resolver: zodResolver(mfaCodeRequestSchema), defaultValues: { code: '' }, errors });

  const onValid = async ({ code }: { code: string }) => {
    setProblem(null);
    setSending(true);
    try {
      await onCode(code);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['code'])) setProblem(errorMessageKey(error));
      form.setValue('code', '');
      focusFirstInvalid();
    } finally {
      setSending(false);
    }
  };

  return (
    <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid}>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormTextField
        control={form.control}
        name="code"
        label={t('auth:mfa.codeLabel')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
      />
      {problem && <Alert severity="error">{t(problem)}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {submitLabel}
      </Button>
      {actions}
    </HookForm>
  );
}
