/**
 * Every page of the SPA (spec 1 §2 and spec 3 §2.1). The server serves index.html for these paths only
 * (matched case-insensitively); any other unknown path is a 404 JSON answer.
 */
export const pagePaths = {
  home: '/',
  products: '/products',
  search: '/search',
  spares: '/Spares',
  sparesFinder: '/sparesFinder',
  sparesFinderBasket: '/SparesFinder/Basket',
  settings: '/settings',
  orderHistory: '/OrderHistory',
  recentlyOrdered: '/recently-ordered',
  favouriteProducts: '/favourite-products',
  requestedProducts: '/requested-products',
  basket: '/Basket',
  basketAvailability: '/Basket/Availability',
  checkout: '/Basket/Checkout/:basketKey',
  makePayment: '/make-payment/:basketKey',
  confirmation: '/Basket/Confirmation/:basketKey',
  notifications: '/Notifications',
  notificationDetails: '/Notifications/Details/:notificationId',
  paymentCompleted: '/payment-completed',
  paymentFailed: '/payment-failed',
  paymentAbort: '/payment-abort',
  exportedOrder: '/exportedOrder',
} as const;

const withBasketKey = (pattern: string, basketKey: string) => pattern.replace(':basketKey', encodeURIComponent(basketKey));
/** The pages of one basket's checkout, payment and confirmation (spec 3 §2.5-§2.7). */
export const checkoutPath = (basketKey: string) => withBasketKey(pagePaths.checkout, basketKey);
export const confirmationPath = (basketKey: string) => withBasketKey(pagePaths.confirmation, basketKey);
/** spec 3 §2.5: /make-payment/{basketKey}, with ?tokenId={id} if a saved card was chosen. */
export const makePaymentPath = (basketKey: string, tokenId: string | null) =>
  withBasketKey(pagePaths.makePayment, basketKey) + (tokenId ? `?tokenId=${encodeURIComponent(tokenId)}` : '');

/** /login and /signup redirect to / (spec 3 §2.1). */
export const redirectToHomePaths = ['/login', '/signup'] as const;

const patternFor = (path: string) =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
        .join('/') +
      '/?$',
    'i',
  );

const pagePatterns = [
  ...Object.values(pagePaths).map(patternFor),
  /^\/Spares\/.+$/i, // spares classification urls ('Shop-2' replaced by 'Spares', spec 1 §2)
];

export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((pattern) => pattern.test(pathname));
}
