/** The card scheme from the number's leading digits (IIN ranges), as gateways report it beside a saved card. */
export function cardBrand(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(cardNumber)) return 'Mastercard';
  if (/^3[47]/.test(cardNumber)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(cardNumber)) return 'Discover';
  return 'Card';
}
