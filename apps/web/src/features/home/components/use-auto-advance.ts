import { useEffect, useState } from 'react';

/**
 * The index of a strip that advances every `delayMs`, cyclically, while `running`. Choosing a
 * slide (setIndex) starts the wait again, so a dot click is never followed by a quick jump.
 */
export function useAutoAdvance(count: number, delayMs: number, running: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), delayMs);
    return () => clearTimeout(timer);
  }, [current, count, delayMs, running]);
  return [current, setIndex] as const;
}
