import {
  Fragment,
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TFunction, TOptions, Translator } from './translator';

export const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The strings of the current language; the component renders again when the language changes,
 * and when strings its render looked for in vain have come (the boot data carries those the
 * server's render read: a part shown after hydration may want others). Only such a component
 * renders again, not every one that reads strings.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  // Stable: React checks the store again after every render whose getSnapshot changed.
  const getLanguage = useCallback(() => i18n.language, [i18n]);
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const missed = useRef<number | null>(null);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const heard = () => {
      if (missed.current === null || missed.current === i18n.revision) return;
      missed.current = null;
      renderAgain();
    };
    i18n.on('stringsAdded', heard);
    // The strings may have come between the first render and now.
    heard();
    return () => i18n.off('stringsAdded', heard);
  }, [i18n]);
  // A new function a language: effects and memos that depend on `t` run again after a switch.
  const t = useMemo(
    () =>
      i18n.fixedT(language, () => {
        missed.current ??= i18n.revision;
      }),
    [i18n, language],
  );
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A string with markup for elements: "Edit them under <go>Content</go>." with
 * `components={{ go: <Link … /> }}` renders the link around "Content". Unknown tags stay text.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(last, match.index), cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
