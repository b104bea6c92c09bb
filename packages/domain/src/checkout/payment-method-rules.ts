/** spec 3 §9 payment method type ids. */
export const paymentMethodTypeIds = { card: 1, account: 2 } as const;
export type PaymentMethodTypeId = (typeof paymentMethodTypeIds)[keyof typeof paymentMethodTypeIds];

/** What the checkout knows when it chooses how a basket is paid (spec 3 §4.7). */
export interface PaymentFacts {
  /** The organisation's settings for the basket's merchant (its default payment type); null without an account there. */
  merchantDefaultPaymentMethodTypeId: number | null;
  /** The organisation (or its user group) buys on a trade credit account (tradeHelpBTCreditAccount, spec 3 §6). */
  tradeCreditAccount: boolean;
  /** The merchant is a courier-based spares finder supplier (supplier 3 in the demo world). */
  courierBasedFinderSupplier: boolean;
  /** The basket holds a delivery line (line types 2 and 3 or a courier line). */
  hasDeliveryLine: boolean;
  /** The organisation holds a validated merchant account with the basket's merchant (account payment possible). */
  hasMerchantAccount: boolean;
}

export interface PaymentChoice {
  /** The method the page starts on. */
  defaultMethod: PaymentMethodTypeId;
  /** The methods a customer may choose; the server refuses any other. */
  allowed: readonly PaymentMethodTypeId[];
  /** Account for products, card for the delivery lines (spec 3 §4.7 cardSinceCourier). */
  cardSinceCourier: boolean;
}

/**
 * spec 3 §4.7 payment method rules, in the spec's order: a trade credit account forces account payment; a
 * courier-based finder supplier whose default is account and whose basket has a delivery line splits the payment
 * (cardSinceCourier); card is the default when the merchant's default is card. Without a merchant account only card
 * is possible (an account order needs an account to charge).
 */
export function choosePaymentMethod(facts: PaymentFacts): PaymentChoice {
  const { card, account } = paymentMethodTypeIds;
  if (facts.tradeCreditAccount) return { defaultMethod: account, allowed: [account], cardSinceCourier: false };
  if (!facts.hasMerchantAccount) return { defaultMethod: card, allowed: [card], cardSinceCourier: false };
  if (facts.courierBasedFinderSupplier && facts.merchantDefaultPaymentMethodTypeId === account && facts.hasDeliveryLine) {
    return { defaultMethod: account, allowed: [account], cardSinceCourier: true };
  }
  const defaultMethod = facts.merchantDefaultPaymentMethodTypeId === card ? card : account;
  return { defaultMethod, allowed: [card, account], cardSinceCourier: false };
}

/** The one item of a list of exactly one, else null: what the checkout preselects. */
const onlyOne = <Item>(items: readonly Item[]): Item | null => (items.length === 1 ? items[0]! : null);

/** A saved card the page preselects: the only one, if there is exactly one (spec 3 §4.7). */
export const preselectedCard = <Card extends { tokenID: string }>(cards: readonly Card[]): string | null => onlyOne(cards)?.tokenID ?? null;

/**
 * The billing address a new card starts with: the organisation's saved billing address, if it has exactly one. The
 * spec asks a new card for a billing address 'selected or completed' (§5) from the saved ones (§7 billing true) and
 * preselects a single saved card (§4.7); the same holds here. Several saved: the trader picks, as with cards.
 */
export const preselectedBillingAddress = <Address>(billingAddresses: readonly Address[]): Address | null => onlyOne(billingAddresses);

/** Selecting the selected card again deselects it (spec 3 §4.7); a locked selection (new card form open) never changes. */
export function toggleCardSelection(selected: string | null, clicked: string, locked: boolean): string | null {
  if (locked) return selected;
  return selected === clicked ? null : clicked;
}
