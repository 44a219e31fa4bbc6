import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { useLanguage } from '#web/lib/i18n/use-language';
import { IconLink } from '../ui/IconButton';
import { SearchIcon } from '../ui/icons';
import { onSearchShortcut } from './search-shortcut';
import type { SuggestionKeys, SuggestionsProps, SuggestionsState } from './SearchSuggestions';
import styles from './SiteSearchBox.module.css';

// The suggestions (fetching, list, arrow keys) load on the first focus or keystroke: the box
// itself is a plain GET form in every page's first-load script, and works without JavaScript.
const loadSuggestions = () => import('./SearchSuggestions');

// One listener for the page, from the moment this code is here (it loads at start).
if (typeof document !== 'undefined') document.addEventListener('keydown', onSearchShortcut);

/**
 * What the visitor typed into the server's form, and whether it has the focus, before this code
 * (loaded apart from the page's) hydrated it: the box takes both over.
 */
function typedBeforeHydration(id: string) {
  const none = { value: '', focused: false };
  if (typeof document === 'undefined') return none; // the server's render
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return none;
  return { value: input.value, focused: input === document.activeElement };
}

export interface SiteSearchBoxProps {
  /** The input's id, unique per place (side drawer, mobile menu). */
  id: string;
  /** The narrow side drawer: a search button that widens it (`onSearching(true)`). */
  collapsed?: boolean;
  /** The box is in use (focus in it) or no longer: the narrow drawer stays wide meanwhile. */
  onSearching?: (searching: boolean) => void;
  /** A page was chosen (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The navigation's search box: GET /{lang}/search?q=, suggestions as the visitor types. */
export function SiteSearchBox({ id, collapsed, onSearching, onNavigate }: SiteSearchBoxProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const action = href(lang, 'search');
  // Widened by its button: the box that replaces the button takes the focus.
  const [widened, setWidened] = useState(false);
  const [early] = useState(() => typedBeforeHydration(id));
  const [value, setValue] = useState(early.value);
  const [focused, setFocused] = useState(early.focused);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const [popup, setPopup] = useState<SuggestionsState>({ open: false });
  const keysRef = useRef<SuggestionKeys | null>(null);
  const load = () => void loadSuggestions().then((m) => setSuggestions(() => m.SearchSuggestions), Boolean);
  const enhance = () => {
    if (!Suggestions) load();
  };
  useEffect(() => {
    if (early.focused) onSearching?.(true);
    if (early.focused || early.value) load();
    // Once, for what happened before hydration; later focus and typing have their handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [early]);
  const go = (to: string) => {
    setValue('');
    onNavigate?.();
    void navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    go(q ? `${action}?q=${encodeURIComponent(q)}` : action);
  };
  const blur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    setWidened(false);
    onSearching?.(false);
  };
  if (collapsed)
    return (
      <IconLink
        href={action}
        aria-label={t('search.label')}
        data-search-reveal=""
        onClick={(event) => {
          event.preventDefault();
          setWidened(true);
          onSearching?.(true);
        }}
      >
        <SearchIcon />
      </IconLink>
    );
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      method="get"
      action={action}
      onSubmit={submit}
      onBlur={blur}
      className={styles.form}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={widened}
        placeholder={t('search.placeholder')}
        data-site-search=""
        aria-keyshortcuts="/"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popup.open}
        aria-controls={popup.open ? `${id}-list` : undefined}
        aria-activedescendant={popup.active}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          enhance();
        }}
        onFocus={() => {
          setFocused(true);
          onSearching?.(true);
          enhance();
        }}
        onKeyDown={(event) => keysRef.current?.(event)}
        className={styles.input}
      />
      <button type="submit" aria-label={t('search.submit')} className={styles.submit}>
        <SearchIcon />
      </button>
      {Suggestions && (
        <Suggestions
          q={value}
          listId={`${id}-list`}
          focused={focused}
          keysRef={keysRef}
          onState={setPopup}
          onChoose={go}
          allHref={(q) => `${action}?q=${encodeURIComponent(q)}`}
        />
      )}
    </form>
  );
}
