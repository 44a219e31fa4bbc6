import { useId, useState, type Ref } from 'react';
import { IconButton } from '#web/components/ui/IconButton';
import { TextField } from '#web/components/ui/TextField';
import { VisibilityIcon, VisibilityOffIcon } from '#web/components/ui/icons';
import { useTranslation } from '#web/lib/i18n/react';

export interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  helperText?: string;
  /** The id of more text describing the field (the strength meter). */
  describedBy?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button with a
 * fixed name, so screen readers say "Show password, toggle button, pressed".
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <TextField
      id={id}
      name={props.name}
      label={props.label}
      type={visible ? 'text' : 'password'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      autoComplete={props.autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      describedBy={props.describedBy}
      required
      endAdornment={
        <IconButton
          aria-label={t('auth:field.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          edge="end"
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      }
    />
  );
}
