import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { panBy, RESET, viewForKey, zoomBy, type Point, type Size, type View } from './zoom-pan';

/** The box's size and a client point relative to its centre. */
function measure(element: HTMLElement | null, clientX = 0, clientY = 0): { box: Size; point: Point } {
  const rect = element?.getBoundingClientRect();
  if (!rect) return { box: { width: 1, height: 1 }, point: { x: 0, y: 0 } };
  return {
    box: { width: rect.width, height: rect.height },
    point: { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 },
  };
}

/**
 * Zoom and pan of a picture in a box: keys (+ − 0 and arrows), the wheel (at the pointer),
 * dragging with a mouse, pen or one finger, pinching with two, and a double click.
 */
export function useZoomPan() {
  const [view, setView] = useState<View>(RESET);
  const boxRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<number | null>(null);

  const box = () => measure(boxRef.current).box;
  const zoom = useCallback((factor: number) => setView((v) => zoomBy(v, factor, measure(boxRef.current).box)), []);
  const reset = useCallback(() => setView(RESET), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = viewForKey(event.key, view, box());
    if (!next) return;
    event.preventDefault();
    setView(next);
  };
  const onWheel = (event: WheelEvent) => {
    const { box: size, point } = measure(boxRef.current, event.clientX, event.clientY);
    setView((v) => zoomBy(v, event.deltaY < 0 ? 1.2 : 1 / 1.2, size, point));
  };
  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    const { box: size, point } = measure(boxRef.current, event.clientX, event.clientY);
    setView((v) => (v.scale > 1 ? RESET : zoomBy(v, 2.5, size, point)));
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    pinch.current = null;
  };
  const onPointerMove = (event: PointerEvent) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const size = box();
    if (pointers.current.size === 1) {
      setView((v) => panBy(v, now.x - last.x, now.y - last.y, size));
      return;
    }
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    if (pinch.current) {
      const { point } = measure(boxRef.current, (a.x + b.x) / 2, (a.y + b.y) / 2);
      const factor = distance / pinch.current;
      setView((v) => zoomBy(v, factor, size, point));
    }
    pinch.current = distance;
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  return {
    view,
    zoom,
    reset,
    boxRef,
    handlers: {
      onKeyDown,
      onWheel,
      onDoubleClick,
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
    },
  };
}
