import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useRendersServerMarkup } from '../lib/server-markup';

/**
 * False on the server and in the render that hydrates the server's HTML; true right after (in a
 * transition: split into short tasks, not one long re-render), and at once in pages the browser
 * renders itself.
 */
export function useHydrated(): boolean {
  const serverMarkup = useRendersServerMarkup();
  const [hydrated, setHydrated] = useState(!serverMarkup);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Browser-only, lazily loaded parts (carousels, tooltips): the server's HTML and the hydrating
 * render show `fallback`; the browser then loads and mounts `children` behind that same
 * fallback. Keeps their code and set-up out of the server render and off the first paint.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
