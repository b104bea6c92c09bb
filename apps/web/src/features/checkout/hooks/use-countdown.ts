import { useEffect, useState } from 'react';

/** Seconds left until `expiryDate` (ISO), ticking every second; 0 once it has passed; null without a date. */
export function useSecondsLeft(expiryDate: string | null | undefined, now: () => number = Date.now): number | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!expiryDate) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [expiryDate]);
  if (!expiryDate) return null;
  return Math.max(0, Math.ceil((new Date(expiryDate).getTime() - now()) / 1000));
}
