import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useStringsLoaded } from './i18n/use-page-strings';
import { laterPart, partCommitted, useRendersServerMarkup, type LaterPartTurn } from './server-markup';

interface HydrateLaterProps {
  /** The part's name, unique on the page. */
  name: string;
  /** When it is hydrated (server-markup.ts); by default in the task after what surrounds it. */
  turn?: LaterPartTurn;
  /** One element: the server's markup of the part must be a single node for it to wait. */
  children: ReactElement;
}

/**
 * A part of a server-rendered page hydrated in a browser task of its own. Hydrated in one task,
 * the whole page blocks input on a mid-range phone for a few hundred milliseconds (total
 * blocking time); split in parts, no task is long. Until its turn the part is the server's
 * markup: readable, its links working. Elsewhere (the server, a page the browser renders, a later
 * navigation) it renders at once.
 */
export function HydrateLater({ name, turn = 'next-task', children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <Waiting name={name} turn={turn}>
        {children}
      </Waiting>
      <Committed name={name} />
    </Suspense>
  );
}

function Waiting({ name, turn = 'next-task', children }: { name: string; turn?: LaterPartTurn; children: ReactNode }) {
  const serverMarkup = useRendersServerMarkup();
  if (typeof document !== 'undefined' && serverMarkup) {
    const part = laterPart(name, turn);
    // Suspending while hydrating keeps the server's node and resumes when the promise settles.
    if (!part.done) throw part.promise;
  }
  return children;
}

/** Says when the part has hydrated: React hydrates a boundary that suspended at a low priority, later than its promise. */
function Committed({ name }: { name: string }): null {
  useEffect(() => partCommitted(name), [name]);
  return null;
}

/** The parts made by lazyPart, for the server's renderer to load before its first page. */
const lazyParts: Array<() => Promise<unknown>> = [];

/** Loads every part made so far (the server renders them whole, with no suspension). */
export const preloadLazyParts = (): Promise<unknown> => Promise.all(lazyParts.map((load) => load()));

/**
 * A part whose code the page's first load does not carry, as a component. In the browser the
 * server's markup stands until its code has come and hydrates it: fetched at once (`loaded`: the
 * desktop navigation, which a phone never shows), or on the visitor's first input on the page
 * (`first-input`: a form's react-hook-form and inputs). A form submitted before its code took it
 * over is submitted again then (the app loader held it back). On a page the browser renders, the
 * code is fetched at once.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  when: 'loaded' | 'first-input',
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<unknown> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => (Loaded = component)));
  lazyParts.push(loadOnce);
  const turn =
    when === 'loaded'
      ? { after: loadOnce, awaited: true }
      : { after: () => firstInput().then(loadOnce), awaited: false };

  function Part(props: P) {
    const Component = Loaded;
    if (!Component) throw loadOnce();
    return (
      <>
        <Component {...props} />
        {when === 'first-input' && <SubmitHeldForm />}
      </>
    );
  }
  return function LazyPart(props: P) {
    return (
      <HydrateLater name={name} turn={turn}>
        <Part {...props} />
      </HydrateLater>
    );
  };
}

/** What counts as the visitor's first input. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'submit'] as const;
let input: Promise<void> | null = null;
/** A form the visitor submitted before its part was hydrated. */
let heldForm: HTMLFormElement | null = null;

function firstInput(): Promise<void> {
  input ??= new Promise<void>((resolve) => {
    const heard = () => {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, heard, true);
      resolve();
    };
    for (const type of INPUT_EVENTS) document.addEventListener(type, heard, { capture: true, passive: true });
    document.addEventListener('submit', holdSubmit, true);
  });
  return input;
}

function holdSubmit(event: Event) {
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
}

/**
 * Once the part's code has taken its form over, the submission held back meanwhile goes ahead.
 * Holding stops in the hydration's own task (a layout effect): a submission after it is the
 * form's own, and holding it too would send the form twice (a passive effect waits for a frame).
 * The held one is sent once the page's strings are in: its answer, a field's error, is in words.
 */
function SubmitHeldForm(): null {
  const stringsLoaded = useStringsLoaded();
  const held = useRef<HTMLFormElement | null>(null);
  useLayoutEffect(() => {
    document.removeEventListener('submit', holdSubmit, true);
    const form = heldForm;
    heldForm = null;
    if (!form) return;
    held.current = form;
    // Sent again by the visitor while the strings come: that is the submission.
    const sentMeanwhile = () => (held.current = null);
    form.addEventListener('submit', sentMeanwhile, { once: true });
    return () => form.removeEventListener('submit', sentMeanwhile);
  }, []);
  useEffect(() => {
    if (!stringsLoaded) return;
    const form = held.current;
    held.current = null;
    if (form?.isConnected) form.requestSubmit();
  }, [stringsLoaded]);
  return null;
}
