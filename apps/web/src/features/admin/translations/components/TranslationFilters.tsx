import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '#web/lib/i18n/react';
import { LANGUAGES, LANGUAGE_NAMES } from '@atrium/shared/languages';
import type { SearchPatch } from '#web/features/admin/lib/search-state';
import type { TranslationSearch } from '../lib/translation-search';
import { FilterSelect } from '#web/features/admin/components/FilterSelect';
import { SearchField } from '#web/features/admin/components/SearchField';

interface TranslationFiltersProps {
  search: TranslationSearch;
  namespaces: readonly string[];
  onChange: (patch: SearchPatch) => void;
}

/**
 * Namespace, a text search (key or text, sent on Enter), and the translation state (missing or
 * outdated) in one language or any; all in the URL.
 */
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
        <SearchField name="q" label={t('admin:translations.search')} value={q} onChange={setQ} />
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
          {t('admin:translations.searchButton')}
        </Button>
      </Stack>
      <FilterSelect
        label={t('admin:translations.status')}
        value={search.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: 'missing', label: t('admin:translations.statusMissing') },
          { value: 'stale', label: t('admin:translations.statusStale') },
        ]}
        sx={{ minWidth: 160 }}
      />
      <FilterSelect
        label={t('admin:translations.language')}
        value={search.lang}
        onChange={(lang) => onChange({ lang })}
        options={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
        sx={{ minWidth: 140 }}
      />
    </Stack>
  );
}
