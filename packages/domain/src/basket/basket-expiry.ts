/**
 * An open basket is kept for 7 days after its last change (the demo world's open basket follows the same rule);
 * every write moves the expiry on. The 5-minute availability countdown (spec 3 §4.3) is a page timer, not this.
 */
export const openBasketLifetimeDays = 7;

export const basketExpiryFrom = (now: Date): Date => new Date(now.getTime() + openBasketLifetimeDays * 24 * 60 * 60 * 1000);

/** The hold an accepted buying option puts on a basket (spec 3 §4.3, §9: 5 minutes, 300000 ms). */
export const acceptedOptionHoldMs = 300_000;

/**
 * The expiry a basket gets when it is written. While an accepted option's 5-minute hold is running, a write (e.g.
 * quantity 0 at checkout, spec 3 §4.7) keeps it: the order still expires at the basket expiry date, so a change must
 * not reopen the payment window for 7 days. Otherwise the open basket's 7 days start again.
 */
export function expiryAfterWrite(current: { expiryDate: Date | null; fulfilmentOptionId: number | null }, now: Date): Date {
  const left = current.expiryDate === null ? 0 : current.expiryDate.getTime() - now.getTime();
  return current.fulfilmentOptionId !== null && left > 0 && left <= acceptedOptionHoldMs ? current.expiryDate! : basketExpiryFrom(now);
}
