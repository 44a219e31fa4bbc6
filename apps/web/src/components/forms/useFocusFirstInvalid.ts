import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to the first field marked aria-invalid inside `ref`, in page order, once the
 * errors are on screen. Used for both the browser's validation and the server's field errors,
 * so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
