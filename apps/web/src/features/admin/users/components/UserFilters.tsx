import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import { useTranslation } from '#web/lib/i18n/react';
import { ROLES } from '@atrium/shared/api/auth';
import { MEMBER_TYPES } from '@atrium/shared/member-types';
import { PHONE_REGIONS } from '@atrium/shared/phone-regions';
import { useAdminFormat } from '#web/features/admin/lib/format';
import { hasFilters, NO_FILTERS, type FilterName, type UsersSearch } from '../lib/users-search';
import { FilterSelect } from '#web/features/admin/components/FilterSelect';

interface UserFiltersProps {
  search: UsersSearch;
  onChange: (patch: Partial<Record<FilterName | 'keyword', string | undefined>>) => void;
}

/** Member type, role, phone region and sign-up dates; each change goes to the URL at once. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  // Choosing a filter leaves a keyword search: the two do not combine (separate endpoints).
  const set = (name: FilterName) => (value: string | undefined) => onChange({ [name]: value, keyword: undefined });
  /** A sign-up date bound; each one limits the other's range. */
  const dateField = (name: 'startDate' | 'endDate', range: { min?: string; max?: string }) => (
    <TextInput
      type="date"
      size="small"
      label={t(`admin:users.${name}`)}
      value={search[name] ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => set(name)(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: range }}
    />
  );
  const regions =
    search.phoneRegion && !PHONE_REGIONS.some((r) => r === search.phoneRegion)
      ? [...PHONE_REGIONS, search.phoneRegion]
      : PHONE_REGIONS;
  return (
    <Stack
      component="fieldset"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0, '& .MuiFormControl-root': { minWidth: 160 } }}
    >
      <legend style={{ padding: 0, marginBottom: 8 }}>{t('admin:users.filters')}</legend>
      <FilterSelect
        label={t('auth:field.memberType')}
        value={search.memberType}
        onChange={set('memberType')}
        options={MEMBER_TYPES.map((type) => ({ value: type, label: t(`auth:memberType.${type}`) }))}
      />
      <FilterSelect
        label={t('admin:users.role')}
        value={search.role}
        onChange={set('role')}
        options={ROLES.map((role) => ({ value: role, label: t(`admin:role.${role}`) }))}
      />
      <FilterSelect
        label={t('admin:users.phoneRegion')}
        value={search.phoneRegion}
        onChange={set('phoneRegion')}
        options={regions.map((region) => ({ value: region, label: format.region(region) }))}
      />
      {dateField('startDate', { max: search.endDate })}
      {dateField('endDate', { min: search.startDate })}
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(search)}>
        {t('admin:users.clearFilters')}
      </Button>
    </Stack>
  );
}
