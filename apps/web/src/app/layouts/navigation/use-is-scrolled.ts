import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '@atrium/shared/limits';
import { throttle } from '#web/lib/throttle';

/** Whether the page is scrolled away from its very top; checked at most every 200 ms (docs/spec/product-spec.md §2). */
export function useIsScrolled(): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    const check = throttle(() => setScrolled(window.scrollY > 0), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);
  return scrolled;
}
