import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '#web/components/forms/TextInput';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { searchPageHref } from '@atrium/shared/search-page';

interface SearchFormProps {
  base: string;
  q: string;
  /** The field's error (an over-long query), read out with it. */
  error?: string;
}

/** The page's own search field: a GET form to this page, so it works without JavaScript; a new query searches every type. */
export function SearchForm({ base, q, error }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(value ? searchPageHref(base, value) : base);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search:heading')}
      method="get"
      action={base}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 3 }}
    >
      <TextInput
        // A new address (back, another query) starts the field from it again.
        key={q}
        name="q"
        type="search"
        defaultValue={q}
        label={t('search:form.label')}
        autoComplete="off"
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ minHeight: 56, flexShrink: 0 }}
      >
        {t('search:form.submit')}
      </Button>
    </Box>
  );
}
