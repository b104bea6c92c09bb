import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { pagePaths, redirectToHomePaths } from '@sparesfinder/contracts/page-routes';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

// Every page is its own chunk so the first load carries only the shell (React.lazy + the layout's Suspense).
const HomePage = lazy(() => import('./routes/home.page'));
const ProductsPage = lazy(() => import('./routes/products.page'));
const SearchPage = lazy(() => import('./routes/search.page'));
const SparesPage = lazy(() => import('./routes/spares.page'));
const AccountPage = lazy(() => import('./routes/account.page'));
const OrderHistoryPage = lazy(() => import('./routes/order-history.page'));
const RecentlyOrderedPage = lazy(() => import('./routes/recently-ordered.page'));
const FavouriteProductsPage = lazy(() => import('./routes/favourite-products.page'));
const RequestedProductsPage = lazy(() => import('./routes/requested-products.page'));
const BasketPage = lazy(() => import('./routes/basket.page'));
const BasketAvailabilityPage = lazy(() => import('./routes/basket-availability.page'));
const CheckoutPage = lazy(() => import('./routes/checkout.page'));
const MakePaymentPage = lazy(() => import('./routes/make-payment.page'));
const ConfirmationPage = lazy(() => import('./routes/confirmation.page'));
const NotificationsPage = lazy(() => import('./routes/notifications.page'));
const NotificationDetailsPage = lazy(() => import('./routes/notification-details.page'));
const PaymentCompletedPage = lazy(() => import('./routes/payment-completed.page'));
const PaymentFailedPage = lazy(() => import('./routes/payment-failed.page'));
const PaymentAbortPage = lazy(() => import('./routes/payment-abort.page'));
const ExportedOrderPage = lazy(() => import('./routes/exported-order.page'));
const NotFoundPage = lazy(() => import('./routes/not-found.page'));

/**
 * Both route tables (spec 1 §2, spec 3 §2.1). React Router matches case-insensitively, so one entry serves
 * /settings and /Settings, /orderHistory and /OrderHistory, /notifications and /Notifications.
 */
export const routes: RouteObject[] = [
  // spec 3 §2.1: /login and /signup redirect to / (sign-in itself is the server's /bff/login).
  ...redirectToHomePaths.map((path) => ({ path, element: <Navigate to={pagePaths.home} replace /> })),
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: pagePaths.products, element: <ProductsPage /> },
      { path: pagePaths.search, element: <SearchPage /> },
      { path: pagePaths.spares, element: <SparesPage /> },
      { path: `${pagePaths.spares}/*`, element: <SparesPage /> },
      { path: pagePaths.sparesFinder, element: <SparesPage /> },
      { path: pagePaths.sparesFinderBasket, element: <BasketPage /> },
      { path: pagePaths.settings, element: <AccountPage /> },
      { path: pagePaths.orderHistory, element: <OrderHistoryPage /> },
      { path: pagePaths.recentlyOrdered, element: <RecentlyOrderedPage /> },
      { path: pagePaths.favouriteProducts, element: <FavouriteProductsPage /> },
      { path: pagePaths.requestedProducts, element: <RequestedProductsPage /> },
      { path: pagePaths.basket, element: <BasketPage /> },
      { path: pagePaths.basketAvailability, element: <BasketAvailabilityPage /> },
      { path: pagePaths.checkout, element: <CheckoutPage /> },
      { path: pagePaths.makePayment, element: <MakePaymentPage /> },
      { path: pagePaths.confirmation, element: <ConfirmationPage /> },
      { path: pagePaths.notifications, element: <NotificationsPage /> },
      { path: pagePaths.notificationDetails, element: <NotificationDetailsPage /> },
      { path: pagePaths.paymentCompleted, element: <PaymentCompletedPage /> },
      { path: pagePaths.paymentFailed, element: <PaymentFailedPage /> },
      { path: pagePaths.paymentAbort, element: <PaymentAbortPage /> },
      { path: pagePaths.exportedOrder, element: <ExportedOrderPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
