import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SearchPatch } from '../lib/searchState';
import type { TranslationSearch } from './translationSearch';
import { FilterSelect } from '../components/FilterSelect';

interface TranslationFiltersProps {
  search: TranslationSearch;
  namespaces: readonly string[];
  onChange: (patch: SearchPatch) => void;
}

/** Namespace, a text search (key or text, sent on Enter) and "missing only"; all in the URL. */
export function TranslationFilters({ search, namespaces, onChange }: TranslationFiltersProps) {
  const { t } = useTranslation();
  // Remounted by the page when the URL's q changes, so back/forward shows the right text.
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <FilterSelect
        label={t('admin:translations.namespace')}
        value={search.namespace}
        onChange={(namespace) => onChange({ namespace })}
        options={namespaces.map((ns) => ({ value: ns, label: ns }))}
        sx={{ minWidth: 180 }}
      />
      <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submit}>
        <TextField
          size="small"
          type="search"
          name="q"
          label={t('admin:translations.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
          {t('admin:translations.searchButton')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={search.missing} onChange={(event) => onChange({ missing: event.target.checked })} />
        }
        label={t('admin:translations.missingOnly')}
      />
    </Stack>
  );
}
