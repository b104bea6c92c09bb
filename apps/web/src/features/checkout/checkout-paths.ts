import { pagePaths } from '@sparesfinder/contracts/page-routes';

const withKey = (pattern: string, basketKey: string) => pattern.replace(':basketKey', encodeURIComponent(basketKey));

export const checkoutPath = (basketKey: string) => withKey(pagePaths.checkout, basketKey);
export const confirmationPath = (basketKey: string) => withKey(pagePaths.confirmation, basketKey);
/** spec 3 §2.5: /make-payment/{basketKey}, with ?tokenId={id} if a saved card was chosen. */
export const makePaymentPath = (basketKey: string, tokenId: string | null) =>
  withKey(pagePaths.makePayment, basketKey) + (tokenId ? `?tokenId=${encodeURIComponent(tokenId)}` : '');
