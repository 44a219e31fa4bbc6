import { useContext, useEffect, useState } from 'react';
import { I18nContext } from './react';
import type { Translator as I18n } from './translator';
import { PUBLIC_NAMESPACES } from '@atrium/shared/i18n-namespaces';
import { useRendersServerMarkup } from '../server-markup';

/** One load a language, shared by every page that waits for it. */
const loads = new WeakMap<I18n, Map<string, Promise<void>>>();

function loadOf(i18n: I18n): Promise<void> {
  let byLanguage = loads.get(i18n);
  if (!byLanguage) loads.set(i18n, (byLanguage = new Map()));
  const key = i18n.language;
  let load = byLanguage.get(key);
  if (!load) {
    load = i18n.loadNamespaces([...PUBLIC_NAMESPACES]);
    byLanguage.set(key, load);
  }
  return load;
}

/**
 * Holds a page reached after hydration in its Suspense fallback until every public namespace is
 * in. The boot data carried only the strings the first page's markup read, and the rest load in
 * idle time (HydrationEnd); without suspense, a page whose strings were still on their way
 * (sign-in's, when the visitor follows a link at once) would show its keys until they arrive. A
 * namespace whose load failed counts as settled: the page shows its fallback text.
 */
export function usePageStrings(): void {
  const i18n = useContext(I18nContext);
  const serverMarkup = useRendersServerMarkup();
  if (!i18n || serverMarkup) return;
  waitForStrings(i18n);
}

/**
 * Whether every public namespace is in, rendering again once it is (without suspending): a part
 * the server never renders (a member's, one whose data comes after hydration) can wait with it
 * and show the visitor's view or nothing meanwhile, as the server's markup does. True on the
 * server, whose strings are all there.
 */
export function useStringsLoaded(): boolean {
  const i18n = useContext(I18nContext);
  const [loaded, setLoaded] = useState(() => !i18n || allLoaded(i18n));
  useEffect(() => {
    if (loaded || !i18n) return;
    let current = true;
    void loadOf(i18n).then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [i18n, loaded]);
  return loaded;
}

const allLoaded = (i18n: I18n) => PUBLIC_NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns));

function waitForStrings(i18n: I18n): void {
  if (allLoaded(i18n)) return;
  // Thrown rather than passed to use(): React retried the render after a thrown promise
  // settled, but not after use()'s in the tests' act() environment.
  throw loadOf(i18n);
}
