import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { SiteSearchBoxProps } from './SiteSearchBox';

const load = () => import('./SiteSearchBox');
/** Set once the box's code is here: rendered directly, with no suspension. */
let loaded: ComponentType<SiteSearchBoxProps> | null = null;
const LazyBox = lazy(async () => {
  const { SiteSearchBox } = await load();
  loaded = SiteSearchBox;
  return { default: SiteSearchBox };
});

/**
 * Loads the box's code ahead: the server's renderer before its first page, the browser with the
 * page's code before its first render (preloadCurrentPage).
 */
export async function preloadSearchBox(): Promise<void> {
  loaded = (await load()).SiteSearchBox;
}

/**
 * The navigation's search box, its code outside the first-load script (whose budget is full).
 * The server renders the box's form; in the browser the Suspense boundary keeps that markup,
 * a working GET form, until the code arrives and hydrates it.
 */
export function SearchBoxSlot(props: SiteSearchBoxProps) {
  // Chosen once per mount: switching from the lazy wrapper to the box would remount it.
  const [Box] = useState(() => loaded);
  return <Suspense fallback={null}>{Box ? <Box {...props} /> : <LazyBox {...props} />}</Suspense>;
}
