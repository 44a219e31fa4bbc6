import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '#web/components/forms/TextInput';
import { useForkRef } from '@mui/material/utils';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useController, useForm } from 'react-hook-form';
import { typedBeforeHydration } from '#web/components/forms/typed-before-hydration';
import { useTranslation } from '#web/lib/i18n/react';
import { lazyResolver } from '#web/components/forms/lazy-resolver';
import { useFieldErrorText } from '#web/components/forms/use-field-error-text';

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
  const inputRef = useForkRef(field.ref, props.emailInputRef);
  const error = errorText(formState.errors.email) ?? props.emailError;
  const waiting = props.secondsLeft > 0;
  const label = waiting
    ? t('auth:verify.resendIn', { seconds: props.secondsLeft })
    : t(props.sent ? 'auth:verify.resend' : 'auth:verify.send');
  return (
    <Box
      component="form"
      id={FORM_ID}
      // Sent without the app, it goes to the page in the request's body (docs/spec/decisions.md §16).
      method="post"
      noValidate
      onSubmit={handleSubmit(({ email }) => props.onSend(email))}
      onFocus={resolver.preload}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextInput
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
        fullWidth
        error={Boolean(error)}
        helperText={error ?? (props.verified ? t('auth:verify.verified') : undefined)}
        slotProps={{
          input: {
            readOnly: props.verified,
            endAdornment: props.verified ? (
              <InputAdornment position="end">
                <CheckCircle color="success" titleAccess={t('auth:verify.verified')} />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {!props.verified && (
        <Button
          type="submit"
          variant="outlined"
          disabled={waiting || props.sending}
          sx={{ flexShrink: 0, minWidth: 128, height: 56 }}
        >
          {label}
        </Button>
      )}
    </Box>
  );
}
