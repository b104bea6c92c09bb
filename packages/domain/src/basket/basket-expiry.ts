/**
 * An open basket is kept for 7 days after its last change (the demo world's open basket follows the same rule);
 * every write moves the expiry on. The 5-minute availability countdown (spec 3 §4.3) is a page timer, not this.
 */
export const openBasketLifetimeDays = 7;

export const basketExpiryFrom = (now: Date): Date => new Date(now.getTime() + openBasketLifetimeDays * 24 * 60 * 60 * 1000);
