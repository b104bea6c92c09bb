import { useEffect } from 'react';
import { BasketCountdownBanner } from '../../../components/ui/basket-countdown-banner';
import { useBasketCountdown } from '../hooks/use-basket-countdown';

/**
 * The banner with its own clock: only this small component re-renders every second (the branch rows do not), and
 * it tells the page once when the time is up (spec 3 §4.3 Please refresh).
 */
export function LiveCountdown({
  startedAt,
  totalSeconds,
  onExpired,
}: {
  startedAt: number;
  totalSeconds: number;
  onExpired: () => void;
}) {
  const { secondsLeft, expired } = useBasketCountdown(startedAt, totalSeconds);
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return <BasketCountdownBanner secondsLeft={secondsLeft} />;
}
