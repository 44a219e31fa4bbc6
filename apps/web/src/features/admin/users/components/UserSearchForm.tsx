import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '#web/features/admin/components/TextInput';
import Search from '@mui/icons-material/Search';
import { useTranslation } from '#web/lib/i18n/react';

interface UserSearchFormProps {
  /** The keyword in the URL; the page remounts the form when it changes (back/forward). */
  keyword: string;
  onSearch: (keyword: string | undefined) => void;
}

/** A keyword search (e-mail, name or phone), sent on Enter or the button, not on every keystroke. */
export function UserSearchForm({ keyword, onSearch }: UserSearchFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <TextInput
        size="small"
        fullWidth
        type="search"
        name="keyword"
        label={t('admin:users.keyword')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" startIcon={<Search aria-hidden />} sx={{ flexShrink: 0 }}>
        {t('admin:users.search')}
      </Button>
    </Stack>
  );
}
