import { createContext, useContext } from 'react';
import type { TranslationState } from '@atrium/shared/api/content-admin';
import type { Language } from '@atrium/shared/languages';

/**
 * What every field of the admin's form kit needs beside its value (react-hook-form holds the
 * values): the engine's editor and the events forms provide it alike.
 */
export interface EditorState {
  /** The key field fixed once the item is stored (a venue page's slug is its id), if any. */
  fixedKey: string | null;
  /** The language being edited; Korean is the source. */
  lang: Language;
  /** Field codes by data path, from the browser's check or the server's 400: 'title.ko' → 'REQUIRED'. */
  errors: Readonly<Record<string, string>>;
  /** Drops the errors of a path and of everything under it (the editor changed it). */
  clearErrors: (path: string) => void;
  /** Translation states per text path ('sections.0.text' → {en: 'stale'}), as last saved. */
  fieldLanguages: Readonly<Record<string, Partial<Record<Language, TranslationState>>>>;
  /** Translations confirmed as still right ('title.en'), sent with the next save. */
  confirmed: ReadonlySet<string>;
  confirm: (path: string) => void;
  /** Lists whose items were added, removed or moved since the last save: their saved marks no longer line up. */
  reshaped: ReadonlySet<string>;
  markReshaped: (listPath: string) => void;
}

const EditorContext = createContext<EditorState | null>(null);
export const EditorProvider = EditorContext.Provider;

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor outside an admin form');
  return state;
}

/** The errors of a field: its own, and those of each of its languages ('title', 'title.en'). */
export function errorsOf(errors: Readonly<Record<string, string>>, path: string): Array<[string, string]> {
  return Object.entries(errors).filter(
    ([key]) => key === path || (key.startsWith(`${path}.`) && !key.slice(path.length + 1).includes('.')),
  );
}

/** Whether a translation still carries its saved stale mark (not confirmed, its list not reshaped). */
export function isStale(state: EditorState, path: string, lang: Language): boolean {
  if (lang === 'ko' || state.fieldLanguages[path]?.[lang] !== 'stale') return false;
  if (state.confirmed.has(`${path}.${lang}`)) return false;
  return ![...state.reshaped].some((list) => path.startsWith(`${list}.`));
}
