import { Suspense, type ReactElement } from 'react';
import { laterPart, rendersServerMarkup } from './server-markup';

interface HydrateLaterProps {
  /** The part's name, unique on the page. */
  name: string;
  /** A part the screen does not show (the other layout's navigation): hydrated only after the rest. */
  hold?: boolean;
  /** One element: the server's markup of the part must be a single node for it to wait. */
  children: ReactElement;
}

/**
 * A part of a server-rendered page hydrated in a browser task of its own. Preact hydrates the
 * whole page in one task, which on a mid-range phone blocks input for a few hundred milliseconds
 * (total blocking time); split in parts, no task is long. Until its turn the part is the server's
 * markup: readable, its links working. Elsewhere (the server, a page the browser renders, a later
 * navigation) it renders at once.
 */
export function HydrateLater({ name, hold = false, children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <Waiting name={name} hold={hold}>
        {children}
      </Waiting>
    </Suspense>
  );
}

function Waiting({ name, hold = false, children }: HydrateLaterProps) {
  if (typeof document !== 'undefined' && rendersServerMarkup()) {
    const part = laterPart(name, hold);
    // Suspending while hydrating keeps the server's node and resumes when the promise settles.
    if (!part.done) throw part.promise;
  }
  return children;
}
