import { useEffect, useState } from 'react';

/**
 * The time now, moved on every `everyMs` (half a minute by default), so ages and countdowns counted in
 * minutes move while the screen is open: a borrower's offer's countdown, a console queue's waiting times.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
