import { useRef, type PointerEvent } from 'react';

/** A horizontal move shorter than this is a tap or a scroll, not a page turn. */
const SWIPE_MIN_PX = 50;

/**
 * Touch (and pen) swipes left or right, from pointer events: no library needed. The element
 * should have `touch-action: pan-y` so vertical scrolling stays the browser's.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
