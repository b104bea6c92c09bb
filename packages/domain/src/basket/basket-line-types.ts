/** spec 3 §3 line types. Only product lines are chosen by the customer; the others are owned by the server. */
export const basketLineTypeIds = {
  product: 1,
  delivery: 2,
  deliveryCharge: 3,
  discount: 4,
  byBox: 5,
} as const;
export type BasketLineTypeId = (typeof basketLineTypeIds)[keyof typeof basketLineTypeIds];

/** spec 3 §3: courier lines carry these codes and are removed when the fulfilment option is re-chosen. */
export const courierLineCodes = ['GOPHR', 'STUART'] as const;
export type CourierLineCode = (typeof courierLineCodes)[number];

export const isCourierLineCode = (code: string): code is CourierLineCode =>
  (courierLineCodes as readonly string[]).includes(code.toUpperCase());

/** Quantities are whole numbers 0..9999; 0 removes the line (spec 2 §4). */
export const basketQtyMin = 0;
export const basketQtyMax = 9999;

export const isValidBasketQty = (qty: unknown): qty is number =>
  typeof qty === 'number' && Number.isInteger(qty) && qty >= basketQtyMin && qty <= basketQtyMax;
