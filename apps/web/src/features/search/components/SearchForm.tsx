import { useId, type FormEvent } from 'react';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { searchPageHref } from '@atrium/shared/search-page';
import { Button } from '#web/components/ui/Button';
import { SearchIcon } from '#web/components/ui/icons';
import styles from './SearchForm.module.css';

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
    <form
      role="search"
      aria-label={t('search:heading')}
      method="get"
      action={base}
      onSubmit={submit}
      className={styles.form}
    >
      <label htmlFor={id} className={styles.label}>
        {t('search:form.label')}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
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
            className={styles.input}
          />
          {error && (
            <div id={errorId} className={styles.error}>
              {error}
            </div>
          )}
        </div>
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} className={styles.submit}>
          {t('search:form.submit')}
        </Button>
      </div>
    </form>
  );
}
