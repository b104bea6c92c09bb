import { useEffect, useState } from 'react';
import { secondsLeft } from '@sparesfinder/domain/availability/basket-countdown';

/**
 * spec 3 §4.3: the countdown runs from `startedAt` (ms; null = not started) for `totalSeconds`, ticking each second.
 * The page starts it when branches have loaded and passes a new start on every reload.
 */
export function useBasketCountdown(startedAt: number | null, totalSeconds: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  const left =
    startedAt === null ? totalSeconds : secondsLeft(startedAt, Math.max(now, startedAt), totalSeconds);
  return { secondsLeft: left, expired: startedAt !== null && left === 0 };
}
