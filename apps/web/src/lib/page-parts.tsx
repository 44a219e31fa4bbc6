import { lazy, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { awaitPart, partCommitted, useRendersServerMarkup } from './server-markup';

/**
 * A part of a page that React hydrates apart: a Suspense boundary. React hydrates a boundary the
 * server rendered after what surrounds it has committed, at a lower priority and in slices that
 * give way to input, and first if the visitor acts on it; until then it is the server's markup,
 * readable and its links working (docs/decisions/027-react-hydrates-the-page.md). The page counts
 * as hydrated (`#root[data-hydrated]`) once its parts have.
 */
export function PagePart({ name, children }: { name: string; children: ReactNode }) {
  awaitPart(name);
  return (
    <Suspense fallback={null}>
      {children}
      <Committed name={name} />
    </Suspense>
  );
}

function Committed({ name }: { name: string }): null {
  useEffect(() => partCommitted(name), [name]);
  return null;
}

const never = new Promise<never>(() => {});

/**
 * The server's markup of a part this screen does not show (the other screen size's navigation):
 * left as it is while the page hydrates, its code never fetched, until the layout drops it.
 */
export function ServerMarkupOnly() {
  const serverMarkup = useRendersServerMarkup();
  if (serverMarkup && typeof document !== 'undefined') use(never);
  return null;
}

/** The parts made by lazyPart, for the server's renderer to load before its first page. */
const lazyParts: Array<() => Promise<unknown>> = [];

/** Loads every part made so far (the server renders them whole, with no suspension). */
export const preloadLazyParts = (): Promise<unknown> => Promise.all(lazyParts.map((load) => load()));

/**
 * A part whose code the page's first load does not carry (React.lazy in a PagePart). While the
 * page hydrates, the server's markup stands until the code has come: fetched at once (`loaded`:
 * the desktop navigation, which a phone never shows), or on the visitor's first input on the page
 * (`first-input`: a form's react-hook-form and inputs; the form posts to the server meanwhile,
 * docs/decisions/023-forms-answered-by-the-server.md). Where the browser renders the page itself,
 * the code is fetched at once. Code that fails to come leaves the server's markup in place.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  when: 'loaded' | 'first-input',
): ComponentType<P> & { load: () => void } {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  const loadOnce = () => {
    asked();
    return (loading ??= load().then((component) => (Loaded = component)));
  };
  lazyParts.push(loadOnce);
  const lazyAfter = (wait: () => Promise<void>) =>
    lazy(async () => {
      await wait();
      try {
        return { default: await loadOnce() };
      } catch {
        partCommitted(name);
        return never;
      }
    });
  const AtOnce = lazyAfter(() => Promise.resolve());
  const AfterInput = when === 'first-input' ? lazyAfter(() => Promise.race([firstInput(), askedFor])) : AtOnce;

  function Part(props: P) {
    // Whether React hydrates this part is its own to say: it may do so after the rest of the page.
    const serverMarkup = useRendersServerMarkup();
    // Loaded already (the server, a later page): rendered at once, without React.lazy's pass.
    const [Component] = useState<ComponentType<P>>(() => Loaded ?? (serverMarkup ? AfterInput : AtOnce));
    return <Component {...props} />;
  }
  function LazyPart(props: P) {
    return when === 'loaded' ? (
      <PagePart name={name}>
        <Part {...props} />
      </PagePart>
    ) : (
      // Not awaited: the page has hydrated whether or not the visitor uses the form.
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  /** Fetches the code now, before the first input (a form the server has answered: the visitor is mid-way). */
  return Object.assign(LazyPart, { load: () => void loadOnce() });
}

/** What counts as the visitor's first input. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let input: Promise<void> | null = null;

function firstInput(): Promise<void> {
  input ??= new Promise<void>((resolve) => {
    const heard = () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, heard, true);
      resolve();
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, heard, { capture: true, passive: true });
  });
  return input;
}
