import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment, ticking while it lasts (the e-mail code's resend wait). */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (endsAt === null) return;
    // Measured against the clock rather than counted down, so a throttled background tab stays right.
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  return { secondsLeft, start };
}
