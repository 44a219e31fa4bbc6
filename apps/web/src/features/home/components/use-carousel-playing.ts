import { useState } from 'react';
import { usePrefersReducedMotion } from '#web/components/use-match-media';

/**
 * Whether a carousel moves by itself: yes by default, never by default under
 * prefers-reduced-motion, and always as the visitor last chose with the pause button.
 */
export function useCarouselPlaying() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  return { playing, reducedMotion, toggle: () => setChoice(!playing) };
}
