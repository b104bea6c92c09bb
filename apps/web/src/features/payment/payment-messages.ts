/** spec 3 §4.8: what the payment result pages tell the embedding window. */
export const paymentResults = {
  completed: 'completed purchase',
  aborted: 'aborted purchase',
  failed: 'failed purchase',
} as const;
export type PaymentResult = (typeof paymentResults)[keyof typeof paymentResults];

const known = new Set<string>(Object.values(paymentResults));

/** The history state the payment page leaves on /payment-failed: which basket's payment failed. */
export const failedPaymentState = (basketKey: string) => ({ failedBasketKey: basketKey });
export function failedBasketKeyOf(state: unknown): string | null {
  const key = (state as { failedBasketKey?: unknown } | null)?.failedBasketKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/** Only a message from our own origin and from the embedded page itself counts (origin-checked both ways). */
export function paymentResultOf(event: MessageEvent, frame: Window | null | undefined, origin = window.location.origin): PaymentResult | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const type = (event.data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && known.has(type) ? (type as PaymentResult) : null;
}

/** Whether this page is shown inside another window's frame (the payment panel), not as the tab's own page. */
export const isEmbedded = (target: Window = window) => Boolean(target.parent) && target.parent !== target;

/** Posts the result to the embedding window, to our own origin only. */
export function reportPaymentResult(result: PaymentResult, target: Window = window) {
  if (isEmbedded(target)) target.parent.postMessage({ type: result }, target.location.origin);
}
