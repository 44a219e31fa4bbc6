import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProfileUpdate } from '@atrium/shared/api/auth';
import { MEMBER_TYPES } from '@atrium/shared/member-types';
import { useFieldErrorText } from './use-field-error-text';

/** The member type as a group of four radio buttons with a legend (pastor, public servant, blessed family, general). */
export function MemberTypeField() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = useFormContext<ProfileUpdate>();
  const labelId = useId();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name="memberType"
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error);
        return (
          <FormControl component="fieldset" error={Boolean(error)} required>
            <FormLabel component="legend" id={labelId}>
              {t('auth:field.memberType')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {MEMBER_TYPES.map((type, index) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  label={t(`auth:memberType.${type}`)}
                  control={
                    <Radio
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          // The first radio takes the focus when the group is the first field in error.
                          ref: index === 0 ? field.ref : undefined,
                          'aria-invalid': Boolean(error),
                          'aria-describedby': error ? helperId : undefined,
                        },
                      }}
                    />
                  }
                />
              ))}
            </RadioGroup>
            {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
