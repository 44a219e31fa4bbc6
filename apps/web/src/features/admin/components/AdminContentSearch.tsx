import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink, useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { SEARCH_QUERY_MAX } from '@atrium/shared/search-rules';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import popup from '#web/components/search/DropdownPopup.module.css';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useContentSearch } from '../api/search-content';
import { contentTypeNameKey } from '../content/lib/content-paths';

/** The search runs this long after the last keystroke. */
const ADMIN_SEARCH_DELAY_MS = 250;

/**
 * The admin bar's content search: type a part of a title in any language (drafts too) and jump
 * to the item's editor. Results are plain links under the field; arrow keys move between the
 * field and them, Escape closes the list, Enter in the field opens the first result.
 */
export function AdminContentSearch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), ADMIN_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const search = useContentSearch(q, lang);
  const items = search.data?.items ?? [];
  const shown = open && q.length > 0;

  const done = () => {
    setText('');
    setQ('');
    setOpen(false);
  };
  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const all = links();
      // A closed list opens first; the next arrow goes into it.
      if (!shown || all.length === 0) setOpen(true);
      if (all.length === 0) return;
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
      // Up from the first result goes back to the field; down from the last stays.
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const status = search.isError
    ? t('admin:search.failed')
    : search.isPending || search.data === undefined
      ? t('admin:search.searching')
      : items.length === 0
        ? t('admin:search.none', { q })
        : search.data.total > items.length
          ? t('admin:search.more', { count: search.data.total, shown: items.length })
          : t('admin:search.found', { count: search.data.total });

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('admin:search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const first = items[0];
        if (q && first) {
          done();
          void navigate(first.path);
        }
      }}
      onKeyDown={onKeyDown}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      sx={{ position: 'relative', width: { xs: '100%', sm: 320 } }}
    >
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('admin:search.label')}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          minHeight: 40,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('admin:search.placeholder')}
          aria-controls={shown ? listId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            font: 'inherit',
            fontSize: '0.875rem',
            color: 'inherit',
            bgcolor: 'transparent',
            border: 0,
            outline: 'none',
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
      </Box>
      {shown && (
        <Box id={listId} className={popup.popup} sx={{ color: 'text.primary' }}>
          <Box role="status" sx={{ px: 1.5, py: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
            {status}
          </Box>
          {items.length > 0 && (
            <Box
              component="ul"
              ref={listRef}
              aria-label={t('admin:search.results')}
              sx={{ listStyle: 'none', m: 0, p: 0.5, pt: 0, maxHeight: '60vh', overflowY: 'auto' }}
            >
              {items.map((item) => (
                <li key={`${item.type}/${item.id}`}>
                  <Link
                    component={RouterLink}
                    to={item.path}
                    onClick={done}
                    underline="none"
                    sx={{
                      display: 'block',
                      px: 1,
                      py: 0.75,
                      borderRadius: 1,
                      color: 'text.primary',
                      '&:hover, &:focus-visible': { bgcolor: 'action.selected' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {item.title || t('admin:search.untitled')}
                    </Box>
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
                      {t(contentTypeNameKey(item.type))} · {t(`admin:content.status.${item.status}`)}
                    </Box>
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
