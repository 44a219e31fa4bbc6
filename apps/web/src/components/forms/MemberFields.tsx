import clsx from 'clsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { ProfileUpdate } from '@atrium/shared/api/auth';
import { MEMBER_TYPES, needsBlessingGroup, needsChurch } from '@atrium/shared/member-types';
import stack from '#web/components/ui/Stack.module.css';
import { MemberTypeField } from './MemberTypeField';
import { PhoneFields } from './PhoneFields';
import { FormTextField } from './FormTextField';

/**
 * The member's own details, shared by sign-up and the profile: name, phone, member type, and
 * the church affiliation (all but general members) and blessing group (blessed families) shown
 * only for the types that need them. Hidden fields unregister, so they are neither validated
 * nor sent.
 */
export function MemberFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileUpdate>();
  const watchedType = useWatch({ control, name: 'memberType' });
  const memberType = MEMBER_TYPES.find((type) => type === watchedType);
  return (
    <div className={clsx(stack.stack, stack.gap2)}>
      <FormTextField control={control} name="name" label={t('auth:field.name')} autoComplete="name" required />
      <PhoneFields />
      <MemberTypeField />
      {memberType && needsChurch(memberType) && (
        <FormTextField
          control={control}
          name="churchAffiliation"
          shouldUnregister
          label={t('auth:field.churchAffiliation')}
          autoComplete="organization"
          required
        />
      )}
      {memberType && needsBlessingGroup(memberType) && (
        <FormTextField
          control={control}
          name="blessingGroup"
          shouldUnregister
          label={t('auth:field.blessingGroup')}
          autoComplete="off"
          required
          hint={t('auth:field.blessingGroupHint')}
        />
      )}
    </div>
  );
}
