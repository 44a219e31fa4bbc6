import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { TextField } from '#web/components/ui/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { Profile } from '@atrium/shared/api/auth';
import { phoneForDisplay } from '@atrium/shared/phone';
import { showNotice } from '#web/components/notice/notice-store';
import { MemberFields } from '#web/components/forms/MemberFields';
import { errorCodeOf, errorMessageKey } from '#web/components/errors/api-error-message';
import { applyServerFieldErrors } from '#web/components/forms/server-field-errors';
import { HookForm } from '#web/components/forms/HookForm';
import { useFocusFirstInvalid } from '#web/components/forms/use-focus-first-invalid';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormSchema, type ProfileFormInput, type ProfileFormOutput } from '../form-schemas';

/** The form's values for a stored profile: the phone as the member would type it, empty texts for nulls. */
function formValues(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    phoneNumber: profile.phoneNumber ? phoneForDisplay(profile.phoneNumber, profile.phoneRegion) : '',
    phoneRegion: profile.phoneRegion ?? 'KR',
    memberType: profile.memberType,
    churchAffiliation: profile.churchAffiliation ?? '',
    blessingGroup: profile.blessingGroup ?? '',
  };
}

const FIELDS = ['name', 'phoneNumber', 'phoneRegion', 'memberType', 'churchAffiliation', 'blessingGroup'] as const;

/** The profile edit with the same member-type rules as sign-up; the e-mail (the ID) is shown read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [alertKey, setAlertKey] = useState('');
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(profile),
    shouldFocusError: false,
  });

  const onValid = async (values: ProfileFormOutput) => {
    setAlertKey('');
    try {
      const saved = await update.mutateAsync(values);
      form.reset(formValues(saved));
      showNotice('auth:my.saved', 'success');
    } catch (error) {
      if (errorCodeOf(error) === 'PHONE_ALREADY_REGISTERED') {
        form.setError('phoneNumber', { type: 'server', message: 'errors:PHONE_ALREADY_REGISTERED' });
      } else if (!applyServerFieldErrors(error, form.setError, FIELDS)) {
        setAlertKey(errorMessageKey(error));
      }
      focusFirstInvalid();
    }
  };

  return (
    <HookForm form={form} onValid={onValid} formRef={ref} onInvalid={focusFirstInvalid}>
      <TextField label={t('auth:field.email')} value={profile.email} helperText={t('auth:my.emailReadOnly')} readOnly />
      <MemberFields />
      {alertKey && <Alert severity="error">{t(alertKey)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={update.isPending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('auth:my.save')}
      </Button>
    </HookForm>
  );
}
