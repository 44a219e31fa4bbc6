import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MEMBER_TYPES, ROLES } from '@atrium/shared/api/auth';
import { PHONE_REGIONS } from '@atrium/shared/phone';
import { useAdminFormat } from '../lib/format';
import { hasFilters, NO_FILTERS, type FilterName, type UsersSearch } from './usersSearch';
import { FILTER_SELECT_SLOT_PROPS } from '../components/filterSelect';

interface UserFiltersProps {
  search: UsersSearch;
  onChange: (patch: Partial<Record<FilterName | 'keyword', string | undefined>>) => void;
}

/** Member type, role, phone region and sign-up dates; each change goes to the URL at once. */
export function UserFilters({ search, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  // Choosing a filter leaves a keyword search: the two do not combine (separate endpoints).
  const set = (name: FilterName) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ [name]: event.target.value || undefined, keyword: undefined });
  const regions =
    search.phoneRegion && !PHONE_REGIONS.some((r) => r === search.phoneRegion)
      ? [...PHONE_REGIONS, search.phoneRegion]
      : PHONE_REGIONS;
  const all = <MenuItem value="">{t('admin:common.all')}</MenuItem>;
  return (
    <Stack
      component="fieldset"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 2, border: 0, p: 0, m: 0, '& .MuiTextField-root': { minWidth: 160 } }}
    >
      <legend style={{ padding: 0, marginBottom: 8 }}>{t('admin:users.filters')}</legend>
      <TextField
        select
        slotProps={FILTER_SELECT_SLOT_PROPS}
        size="small"
        label={t('auth:field.memberType')}
        value={search.memberType ?? ''}
        onChange={set('memberType')}
      >
        {all}
        {MEMBER_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`auth:memberType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={FILTER_SELECT_SLOT_PROPS}
        size="small"
        label={t('admin:users.role')}
        value={search.role ?? ''}
        onChange={set('role')}
      >
        {all}
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`admin:role.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={FILTER_SELECT_SLOT_PROPS}
        size="small"
        label={t('admin:users.phoneRegion')}
        value={search.phoneRegion ?? ''}
        onChange={set('phoneRegion')}
      >
        {all}
        {regions.map((region) => (
          <MenuItem key={region} value={region}>
            {format.region(region)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('admin:users.startDate')}
        value={search.startDate ?? ''}
        onChange={set('startDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: search.endDate } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('admin:users.endDate')}
        value={search.endDate ?? ''}
        onChange={set('endDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: search.startDate } }}
      />
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(search)}>
        {t('admin:users.clearFilters')}
      </Button>
    </Stack>
  );
}
