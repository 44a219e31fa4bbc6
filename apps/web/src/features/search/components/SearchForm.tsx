import { useId, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

/**
 * The page's own search field: a GET form to this page, so it works without JavaScript; a new
 * query searches every type. A plain input styled like the navigation's box: MUI's inputs would
 * add 7 KB (brotli) to the page's first load.
 */
export function SearchForm({ base, q, error }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const errorId = `${id}-error`;
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
      sx={{ mt: 3 }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem', fontWeight: 600, color: 'text.secondary' }}
      >
        {t('search:form.label')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box
            component="input"
            // A new address (back, another query) starts the field from it again.
            key={q}
            id={id}
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            sx={{
              display: 'block',
              width: 1,
              minHeight: 48,
              px: 1.5,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-1px' },
            }}
          />
          {error && (
            <Box id={errorId} sx={{ mt: 0.5, fontSize: '0.8125rem', color: 'error.main' }}>
              {error}
            </Box>
          )}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon aria-hidden />}
          sx={{ minHeight: 48, flexShrink: 0 }}
        >
          {t('search:form.submit')}
        </Button>
      </Box>
    </Box>
  );
}
