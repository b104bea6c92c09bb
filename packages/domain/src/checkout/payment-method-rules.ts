import { addVat, type Pence } from '../money';

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

/** Which account an account payment (or a split payment's account part) is charged to. */
export type ChargedAccountKind = 'merchant' | 'trade-credit';

export interface PaymentChoice {
  /** The method the page starts on. */
  defaultMethod: PaymentMethodTypeId;
  /**
   * The methods a customer may choose; the server refuses any other. A split payment is placed through the card
   * flow (the card pays the courier lines, then the parts go on account at completion), so it allows card alone.
   */
  allowed: readonly PaymentMethodTypeId[];
  /** Account for products, card for the delivery lines (spec 3 §4.7 cardSinceCourier). */
  cardSinceCourier: boolean;
  /** The account an account payment charges: the merchant account, the trade credit account, or none (card only). */
  accountKind: ChargedAccountKind | null;
}

/**
 * spec 3 §4.7 payment method rules, in the spec's order: a trade credit account forces account payment, charged to
 * that account whatever the merchant (decision 020); a courier-based finder supplier whose default is account and
 * whose basket has a delivery line splits the payment (cardSinceCourier: the card pays the delivery lines, the parts
 * go on the merchant account); card is the default when the merchant's default is card. Without a merchant account
 * only card is possible (an account order needs an account to charge).
 */
export function choosePaymentMethod(facts: PaymentFacts): PaymentChoice {
  const { card, account } = paymentMethodTypeIds;
  if (facts.tradeCreditAccount) return { defaultMethod: account, allowed: [account], cardSinceCourier: false, accountKind: 'trade-credit' };
  if (!facts.hasMerchantAccount) return { defaultMethod: card, allowed: [card], cardSinceCourier: false, accountKind: null };
  if (facts.courierBasedFinderSupplier && facts.merchantDefaultPaymentMethodTypeId === account && facts.hasDeliveryLine) {
    return { defaultMethod: card, allowed: [card], cardSinceCourier: true, accountKind: 'merchant' };
  }
  const defaultMethod = facts.merchantDefaultPaymentMethodTypeId === card ? card : account;
  return { defaultMethod, allowed: [card, account], cardSinceCourier: false, accountKind: 'merchant' };
}

/**
 * How much of an order's total with VAT the card pays: all of it, or (cardSinceCourier) the delivery lines' net with
 * their VAT; the rest goes on account. VAT is added once per part, so the two parts add up to the total exactly.
 */
export function cardShareOfTotal(choice: Pick<PaymentChoice, 'cardSinceCourier'>, totalWithVatPence: Pence, deliveryNetPence: Pence): { cardPence: Pence; accountPence: Pence } {
  if (!choice.cardSinceCourier) return { cardPence: totalWithVatPence, accountPence: 0 };
  const cardPence = Math.min(totalWithVatPence, addVat(deliveryNetPence));
  return { cardPence, accountPence: totalWithVatPence - cardPence };
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
