import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { VERIFICATION_CODE_LENGTH } from '@atrium/shared/limits';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/TextField';
import styles from './EmailCodeForms.module.css';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.emailCodeResolver));

interface EmailCodeFormProps {
  /** The address the code was sent to: posted with it when the server answers the form. */
  email: string;
  verifying: boolean;
  /** The server refused the code: 'auth:verify.invalidCode' or another key. */
  codeError?: string;
  onVerify: (code: string) => void;
}

/** The 6-digit code from the e-mail and its "verify" button; takes the focus when it appears. */
export function EmailCodeForm({ email, verifying, codeError, onVerify }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, formState, setFocus } = useForm<{ code: string }>({
    resolver,
    defaultValues: { code: '' },
  });
  const { ref, ...field } = register('code');
  const error = errorText(formState.errors.code) ?? codeError;
  useEffect(() => setFocus('code'), [setFocus]);
  return (
    <form
      // Sent without the app, it goes to the page in the request's body (docs/spec/decisions.md §16).
      method="post"
      noValidate
      onSubmit={handleSubmit(({ code }) => onVerify(code))}
      onFocus={resolver.preload}
      className={styles.row}
    >
      <input type="hidden" name="email" value={email} />
      <TextField
        {...field}
        inputRef={ref}
        label={t('auth:verify.code')}
        autoComplete="one-time-code"
        required
        error={Boolean(error)}
        helperText={error ?? t('auth:verify.codeHint', { length: VERIFICATION_CODE_LENGTH })}
        inputMode="numeric"
        maxLength={VERIFICATION_CODE_LENGTH}
        pattern="[0-9]*"
      />
      <Button type="submit" variant="contained" disabled={verifying} className={styles.button}>
        {t('auth:verify.verify')}
      </Button>
    </form>
  );
}
