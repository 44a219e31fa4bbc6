import clsx from 'clsx';
import { useMemo, type Ref } from 'react';
import { useController, useForm } from 'react-hook-form';
import { typedBeforeHydration } from '#web/components/forms/typed-before-hydration';
import { useTranslation } from '#web/lib/i18n/react';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';
import { Button } from '#web/components/ui/Button';
import { TextField } from '#web/components/ui/TextField';
import { CheckCircleIcon } from '#web/components/ui/icons';
import styles from './EmailCodeForms.module.css';

const resolver = lazyResolver(() => import('../form-resolvers').then((m) => m.emailCodeRequestResolver));

interface EmailCodeRequestFormProps {
  initialEmail: string;
  /** Verified: the address is locked and marked with a check. */
  verified: boolean;
  sent: boolean;
  secondsLeft: number;
  sending: boolean;
  /** An error for the field from outside: the server's answer, or "verify first". */
  emailError?: string;
  emailInputRef?: Ref<HTMLInputElement>;
  onSend: (email: string) => void;
  /** The address changed after a code was sent: that code no longer applies. */
  onEdit: () => void;
}

/** The form's id (one a page): the server renders it, and what is typed before the code runs is kept. */
const FORM_ID = 'email-code-form';

/** Both refs get the input: react-hook-form's (focus on error) and the page's. */
function forkRef<T>(...refs: Array<Ref<T> | undefined>): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The e-mail address and its "send code" button, which waits out the resend countdown. */
export function EmailCodeRequestForm(props: EmailCodeRequestFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control, handleSubmit, formState } = useForm<{ email: string }>({
    resolver,
    defaultValues: typedBeforeHydration(FORM_ID, { email: props.initialEmail }),
  });
  // A controlled field: its value is in the server's markup too (a page answering this form
  // without the app shows the address again).
  const { field } = useController({ control, name: 'email' });
  const inputRef = useMemo(() => forkRef(field.ref, props.emailInputRef), [field.ref, props.emailInputRef]);
  const error = errorText(formState.errors.email) ?? props.emailError;
  const waiting = props.secondsLeft > 0;
  const label = waiting
    ? t('auth:verify.resendIn', { seconds: props.secondsLeft })
    : t(props.sent ? 'auth:verify.resend' : 'auth:verify.send');
  return (
    <form
      id={FORM_ID}
      // Sent without the app, it goes to the page in the request's body (docs/spec/decisions.md §16).
      method="post"
      noValidate
      onSubmit={handleSubmit(({ email }) => props.onSend(email))}
      onFocus={resolver.preload}
      className={clsx(styles.row, styles.wrapOnPhones)}
    >
      <TextField
        name={field.name}
        value={field.value}
        onBlur={field.onBlur}
        inputRef={inputRef}
        onChange={(event) => {
          field.onChange(event.target.value);
          if (props.sent) props.onEdit();
        }}
        label={t('auth:field.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(error)}
        helperText={error ?? (props.verified ? t('auth:verify.verified') : undefined)}
        readOnly={props.verified}
        endAdornment={
          props.verified ? (
            <CheckCircleIcon className={styles.verified} titleAccess={t('auth:verify.verified')} />
          ) : undefined
        }
      />
      {!props.verified && (
        <Button type="submit" variant="outlined" disabled={waiting || props.sending} className={styles.button}>
          {label}
        </Button>
      )}
    </form>
  );
}
