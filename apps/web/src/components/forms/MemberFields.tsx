import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPES, needsBlessingGroup, needsChurch, type ProfileUpdate } from '@atrium/shared/api/auth';
import { MemberTypeField } from './MemberTypeField';
import { PhoneFields } from './PhoneFields';
import { useFieldErrorText } from './useFieldErrorText';

/**
 * The member's own details, shared by sign-up and the profile: name, phone, member type, and
 * the church affiliation (all but general members) and blessing group (blessed families) shown
 * only for the types that need them. Hidden fields unregister, so they are neither validated
 * nor sent.
 */
export function MemberFields() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { control } = useFormContext<ProfileUpdate>();
  const watchedType = useWatch({ control, name: 'memberType' });
  const memberType = MEMBER_TYPES.find((type) => type === watchedType);
  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={t('auth:field.name')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoComplete="name"
            required
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error)}
          />
        )}
      />
      <PhoneFields />
      <MemberTypeField />
      {memberType && needsChurch(memberType) && (
        <Controller
          control={control}
          name="churchAffiliation"
          shouldUnregister
          render={({ field, fieldState }) => (
            <TextField
              label={t('auth:field.churchAffiliation')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="organization"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error)}
            />
          )}
        />
      )}
      {memberType && needsBlessingGroup(memberType) && (
        <Controller
          control={control}
          name="blessingGroup"
          shouldUnregister
          render={({ field, fieldState }) => (
            <TextField
              label={t('auth:field.blessingGroup')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="off"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error) ?? t('auth:field.blessingGroupHint')}
            />
          )}
        />
      )}
    </Stack>
  );
}
