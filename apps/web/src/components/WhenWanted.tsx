import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ClientOnly, useHydrated } from './ClientOnly';

const REACHING = ['pointerenter', 'touchstart', 'focusin'] as const;

interface WhenWantedProps {
  /** The server's markup, kept until the part is wanted and its code has arrived. */
  fallback: ReactNode;
  children: ReactNode;
  /** Wanted this long after hydration (a carousel's first move), if given. */
  afterMs?: number;
  /** Wanted once within this margin of the viewport (IntersectionObserver rootMargin), if given. */
  near?: string;
}

/**
 * A browser-only, lazily loaded part (a carousel) that is not part of the first load: `fallback`
 * until the visitor reaches for it (pointer over it, a touch or focus in it), it comes near the
 * viewport, or `afterMs` has passed; then its code loads and it replaces the fallback.
 */
export function WhenWanted({ fallback, children, afterMs, near }: WhenWantedProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !hydrated || !element) return;
    const want = () => setWanted(true);
    for (const type of REACHING) element.addEventListener(type, want, { passive: true });
    const timer = afterMs === undefined ? undefined : window.setTimeout(want, afterMs);
    const observer = near
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
          rootMargin: near,
        })
      : undefined;
    observer?.observe(element);
    return () => {
      for (const type of REACHING) element.removeEventListener(type, want);
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [wanted, hydrated, afterMs, near]);
  return <div ref={ref}>{wanted ? <ClientOnly fallback={fallback}>{children}</ClientOnly> : fallback}</div>;
}
