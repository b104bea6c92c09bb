import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';
import { unreadNotificationsQueryKey } from '../../features/notifications/api/get-unread-notifications';

/** Marks the history entry the confirmation pushes over itself (below). */
const backGuardKey = 'confirmationBackGuard';

/** spec 3 §2.7 /Basket/Confirmation/{basketKey}: any back navigation from this page goes to /. */
export default function ConfirmationPage() {
  const { basketKey = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Placing the order raised its 'Order placed' notification: the header's bell counts it now, not a minute later.
  const onOrderShown = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
    [queryClient],
  );
  useEffect(() => {
    // A back step out of this document (the page before was loaded on its own, or the card payment's frame left
    // history entries behind) fires no popstate here, so nothing could send it home. An entry of our own over the
    // confirmation keeps the first Back in this document; it is marked so a reload or a second mount adds no other.
    const state: unknown = window.history.state;
    const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
    if (current[backGuardKey] !== true) window.history.pushState({ ...current, [backGuardKey]: true }, '', window.location.href);
    const home = () => navigate('/', { replace: true });
    window.addEventListener('popstate', home);
    return () => window.removeEventListener('popstate', home);
  }, [navigate]);
  return (
    <PageContainer sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading documentTitle="Order Confirmation">Order Confirmation</PageHeading>
      <OrderConfirmation basketKey={basketKey} onOrderShown={onOrderShown} />
    </PageContainer>
  );
}
