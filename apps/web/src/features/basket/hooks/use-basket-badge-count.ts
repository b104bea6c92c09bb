import { countBasketBadge } from '@sparesfinder/domain/basket-badge';
import { useBasketForUser } from '../basket-cache';

/** spec 1 §2: sums qty over Product lines that count for availability; 0 while loading or on failure. */
export function useBasketBadgeCount(): number {
  const { data } = useBasketForUser();
  return countBasketBadge(data?.lines);
}
