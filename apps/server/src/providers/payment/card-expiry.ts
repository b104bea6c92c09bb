/**
 * The expiry a card entry carries, checked as a gateway does (pure, for the sandbox's hosted page): 'MM/YY' or
 * 'MMYY', and a card is good to the last day of its expiry month, so it is refused only from the month after,
 * read in London time (a card expiring 11/26 still pays at 23:30 on 30 Nov in London, whatever the server's zone).
 */
export type CardExpiryCheck = { ok: true; expiryDate: string } | { ok: false; reason: 'malformed' | 'expired' };

const londonMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric' });

/** The London calendar month of an instant as year * 12 + (month - 1), so months compare as numbers. */
function monthIndexInLondon(now: Date): number {
  const parts = londonMonth.formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)!.value);
  return part('year') * 12 + part('month') - 1;
}

/** `expiryDate` is the stored form 'MMYY' (what tokens and payments keep). */
export function checkCardExpiry(expiry: string, now: Date): CardExpiryCheck {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const [, month, year] = match as unknown as [string, string, string];
  const expiryMonthIndex = (2000 + Number(year)) * 12 + Number(month) - 1;
  if (expiryMonthIndex < monthIndexInLondon(now)) return { ok: false, reason: 'expired' };
  return { ok: true, expiryDate: `${month}${year}` };
}
