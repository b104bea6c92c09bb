/** The checkout feature's query keys (its own; the basket's are the basket cache's). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  basket: (basketKey: string) => ['checkout', 'basket', basketKey] as const,
  /** The placed order, read afresh by the confirmation (never the checkout's cached open basket). */
  order: (basketKey: string) => ['checkout', 'order', basketKey] as const,
  rules: (basketKey: string) => ['checkout', 'rules', basketKey] as const,
  addresses: (billing: boolean) => ['checkout', 'addresses', billing] as const,
  organisation: ['checkout', 'organisation'] as const,
  savedCards: ['checkout', 'saved-cards'] as const,
};
