import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { pagePaths, redirectToHomePaths } from '@sparesfinder/contracts/page-routes';
import { keyHistoryEntry } from './history-entry-key';
import { AppLayout } from './layout/app-layout';
import { PaymentResultLayout } from './layout/payment-result-layout';
import { PermittedPage, type PagePermission } from './permitted-page';
import { RouteError } from './route-error';

// Every page is its own chunk so the first load carries only the shell (React.lazy + the layout's Suspense). The
// page at the address a visit starts on is fetched at once, beside the session check, instead of after it.
type PageModule = { default: ComponentType };
/** A route's page: its lazy element, and in `handle.preload` the import that fetches its chunk (preloadPageOf). */
function page(load: () => Promise<PageModule>, permission?: PagePermission): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(load);
  const element = permission ? <PermittedPage permission={permission}><Page /></PermittedPage> : <Page />;
  return { element, handle: { preload: load } satisfies PageHandle };
}
interface PageHandle {
  preload: () => Promise<PageModule>;
}

const homePage = page(() => import('./routes/home.page'));
const productsPage = page(() => import('./routes/products.page'));
const searchPage = page(() => import('./routes/search.page'));
const sparesPage = page(() => import('./routes/spares.page'));
const accountPage = page(() => import('./routes/account.page'), 'showAccount');
const orderHistoryPage = page(() => import('./routes/order-history.page'), 'showOrderHistory');
const recentlyOrderedPage = page(() => import('./routes/recently-ordered.page'));
const favouriteProductsPage = page(() => import('./routes/favourite-products.page'));
const requestedProductsPage = page(() => import('./routes/requested-products.page'));
const basketPage = page(() => import('./routes/basket.page'));
const basketAvailabilityPage = page(() => import('./routes/basket-availability.page'), 'canSeeBuyingOptions');
const checkoutPage = page(() => import('./routes/checkout.page'), 'canSeeBuyingOptions');
const makePaymentPage = page(() => import('./routes/make-payment.page'), 'canSeeBuyingOptions');
const confirmationPage = page(() => import('./routes/confirmation.page'));
const notificationsPage = page(() => import('./routes/notifications.page'));
const notificationDetailsPage = page(() => import('./routes/notification-details.page'));
const paymentCompletedPage = page(() => import('./routes/payment-completed.page'));
const paymentFailedPage = page(() => import('./routes/payment-failed.page'));
const paymentAbortPage = page(() => import('./routes/payment-abort.page'));
const exportedOrderPage = page(() => import('./routes/exported-order.page'));
const notFoundPage = page(() => import('./routes/not-found.page'));

/**
 * Both route tables (spec 1 §2, spec 3 §2.1). React Router matches case-insensitively, so one entry serves
 * /settings and /Settings, /orderHistory and /OrderHistory, /notifications and /Notifications.
 */
export const routes: RouteObject[] = [
  // spec 3 §2.1: /login and /signup redirect to / (sign-in itself is the server's /bff/login).
  ...redirectToHomePaths.map((path) => ({ path, element: <Navigate to={pagePaths.home} replace /> })),
  // spec 3 §2.6: the pages the payment panel's frame lands on report the result, bare when framed.
  {
    element: <PaymentResultLayout />,
    errorElement: <RouteError />,
    children: [
      { path: pagePaths.paymentCompleted, ...paymentCompletedPage },
      { path: pagePaths.paymentFailed, ...paymentFailedPage },
      { path: pagePaths.paymentAbort, ...paymentAbortPage },
    ],
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...homePage },
      { path: pagePaths.products, ...productsPage },
      { path: pagePaths.search, ...searchPage },
      { path: pagePaths.spares, ...sparesPage },
      { path: `${pagePaths.spares}/*`, ...sparesPage },
      { path: pagePaths.sparesFinder, ...sparesPage },
      { path: pagePaths.sparesFinderBasket, ...basketPage },
      { path: pagePaths.settings, ...accountPage },
      { path: pagePaths.orderHistory, ...orderHistoryPage },
      { path: pagePaths.recentlyOrdered, ...recentlyOrderedPage },
      { path: pagePaths.favouriteProducts, ...favouriteProductsPage },
      { path: pagePaths.requestedProducts, ...requestedProductsPage },
      { path: pagePaths.basket, ...basketPage },
      { path: pagePaths.basketAvailability, ...basketAvailabilityPage },
      { path: pagePaths.checkout, ...checkoutPage },
      { path: pagePaths.makePayment, ...makePaymentPage },
      { path: pagePaths.confirmation, ...confirmationPage },
      { path: pagePaths.notifications, ...notificationsPage },
      { path: pagePaths.notificationDetails, ...notificationDetailsPage },
      { path: pagePaths.exportedOrder, ...exportedOrderPage },
      { path: '*', ...notFoundPage },
    ],
  },
];

/**
 * Starts fetching the chunks of the pages `pathname` shows (normally one), so the page is ready when the session
 * check lets the layout render it (app.tsx, for the address a visit starts on). Answers the imports started (a second import of a chunk is the same promise).
 */
export function preloadPageOf(pathname: string): Promise<PageModule>[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.preload()] : [];
  });
}

export const createAppRouter = () => {
  keyHistoryEntry();
  return createBrowserRouter(routes);
};
