import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { searchResponseSchema, SearchHit } from '@atrium/shared/api/search';
import type { Reply } from '#web/lib/api/request';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { useLanguage } from '#web/lib/i18n/use-language';
import popup from './DropdownPopup.module.css';
import styles from './SearchSuggestions.module.css';

/** Suggestions start at this many characters, a moment after the last keystroke. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS_SHOWN = 6;

export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => void;
/** What the box's input says about the list (aria-expanded, aria-activedescendant). */
export interface SuggestionsState {
  open: boolean;
  active?: string;
}
export interface SuggestionsProps {
  q: string;
  listId: string;
  /** Focus is in the box. */
  focused: boolean;
  /** Set to the input's key handler: arrows move through the list, Enter opens, Escape closes. */
  keysRef: RefObject<SuggestionKeys | null>;
  onState: (state: SuggestionsState) => void;
  onChoose: (url: string) => void;
  /** The search page's address for a query. */
  allHref: (q: string) => string;
}

interface Option {
  url: string;
  title: string;
  type?: SearchHit['type'];
  lang?: SearchHit['lang'];
}

/**
 * The search box's suggestions: a listbox under it (ARIA combobox pattern, focus stays in the
 * input), the best hits of GET /api/search and "all results" last. Loaded on demand.
 */
export function SearchSuggestions({ q, listId, focused, keysRef, onState, onChoose, allHref }: SuggestionsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = q.trim();
  const [found, setFound] = useState<{ q: string; hits: SearchHit[] } | null>(null);
  // The highlighted option and an Escape hold for the query they were made on.
  const [choice, setChoice] = useState({ q: '', index: -1 });
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const active = choice.q === query ? choice.index : -1;
  const setActive = (index: number) => setChoice({ q: query, index });

  useEffect(() => {
    if (query.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      publicApi
        .get<Reply<typeof searchResponseSchema>>('/search', {
          ...inLanguage(lang, controller.signal),
          query: { q: query },
        })
        .then(
          (reply) => setFound({ q: query, hits: reply.items.slice(0, SUGGESTIONS_SHOWN) }),
          // A failed or refused suggestion (too many searches) leaves the plain form working.
          () => undefined,
        );
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  const open = focused && dismissedFor !== query && query.length >= SUGGEST_MIN_LENGTH && found !== null;
  // The last list stays until the next arrives, so it does not flicker while typing.
  const options: Option[] = open
    ? [...found.hits, { url: allHref(query), title: t('search.allResults', { q: query }) }]
    : [];
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = open && found.hits.length > 0;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ open: expanded, active: activeId }), [expanded, activeId, onState]);

  const onKey: SuggestionKeys = (event) => {
    if (!expanded) return;
    const last = options.length - 1;
    if (event.key === 'Escape') {
      // Closes the list only, not the mobile menu around the box.
      event.stopPropagation();
      setDismissedFor(query);
    } else if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
    else if (event.key === 'ArrowUp') setActive(active <= 0 ? last : active - 1);
    else if (event.key === 'Enter' && options[active]) onChoose(options[active].url);
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    keysRef.current = onKey;
  });

  if (!open) return null;
  if (!expanded)
    return (
      <div role="status" className={clsx(popup.popup, styles.empty)}>
        {t('search.noSuggestions')}
      </div>
    );
  return (
    <>
      <div role="status" className="visually-hidden">
        {t('search.count', { count: found.hits.length })}
      </div>
      <ul role="listbox" id={listId} aria-label={t('search.suggestions')} className={clsx(popup.popup, styles.list)}>
        {options.map((option, index) => (
          <li
            key={option.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input (a click would blur it first).
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => onChoose(option.url)}
            className={clsx(styles.option, !option.type && styles.all)}
          >
            <span lang={option.lang !== lang ? option.lang : undefined} className={styles.title}>
              {option.title}
            </span>
            {option.type && <span className={styles.type}>{t(`search:types.${option.type}`)}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
