import { useId, useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '#web/components/forms/TextInput';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
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
  const helper = props.error ?? props.helperText;
  const describedBy = [helper ? `${id}-helper-text` : null, props.describedBy].filter(Boolean).join(' ');
  return (
    <TextInput
      id={id}
      name={props.name}
      label={props.label}
      type={visible ? 'text' : 'password'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      autoComplete={props.autoComplete}
      error={Boolean(props.error)}
      helperText={helper}
      required
      fullWidth
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy || undefined, autoCapitalize: 'none', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('auth:field.showPassword')}
                aria-pressed={visible}
                aria-controls={id}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
