import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so time-bound controls (Join) change state on their own. */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
