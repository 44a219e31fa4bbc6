import { startTransition, useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '@atrium/shared/limits';
import { throttle } from '#web/lib/throttle';
import { useRendersServerMarkup } from '#web/lib/server-markup';

const isScrolled = () => window.scrollY > 0;

/**
 * Whether the page is scrolled away from its very top; checked at most every 200 ms (docs/spec/product-spec.md §2).
 * Hydrating, it starts at the top as the server's markup does (a reload keeps the scroll
 * position), and takes the real position right after, in a transition.
 */
export function useIsScrolled(): boolean {
  const serverMarkup = useRendersServerMarkup();
  const [scrolled, setScrolled] = useState(() => !serverMarkup && isScrolled());
  useEffect(() => {
    const now = isScrolled();
    startTransition(() => setScrolled(now));
    const check = throttle(() => setScrolled(isScrolled()), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);
  return scrolled;
}
