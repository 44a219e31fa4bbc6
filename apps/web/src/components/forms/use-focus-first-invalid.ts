import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a request waits for the errors to show (react-hook-form renders them after calling back). */
const WAIT_MS = 1000;

/**
 * Moves the focus to the first field marked aria-invalid inside `ref`, in page order, once the
 * errors are on screen. Used for both the browser's validation and the server's field errors,
 * so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return undefined;
    // The invalid call comes before the fields re-render with their errors: look again on
    // the next frames until one is marked.
    const until = performance.now() + WAIT_MS;
    let id = 0;
    const focusWhenMarked = () => {
      const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) field.focus();
      else if (performance.now() < until) id = requestAnimationFrame(focusWhenMarked);
    };
    focusWhenMarked();
    return () => cancelAnimationFrame(id);
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
