import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductCard, RelatedProduct } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { useScrolledPast } from '../../../lib/use-scrolled-past';
import { relatedProductsQueryOptions } from '../api/get-related-products';
import { AddedToBasketDialog } from './added-to-basket-dialog';
import { CatalogueSettingsProvider, type CatalogueSettings } from './catalogue-settings';

/** spec 2 §9: no-related-items notice and the mobile toast show for 3 seconds. */
export const addedNoticeMs = 3000;
/** spec 3 §2.10: after 200 px of scrolling the toast moves to a fixed position. */
export const toastScrollThreshold = 200;
/**
 * A phone gets the toast. Asked when an add is answered, not while rendering: as render state, its answer arriving
 * after a server-rendered page hydrates (decision 019) changed `onAdded`, and so every product card re-rendered at
 * once in one long main-thread task.
 */
const isPhone = () => window.matchMedia?.('(max-width: 767.95px)').matches ?? false;

type Feedback =
  | { kind: 'modal'; product: ProductCard; related: RelatedProduct[] }
  | { kind: 'notice' }
  | { kind: 'toast' }
  | null;

/**
 * spec 2 §4 "After a search-page add": related items are fetched (offset 0, 24). Some → the added-to-basket modal;
 * none → 'Item(s) added to basket' for 3 s (spec 2 §2; on phones with Go to Basket as a toast, spec 3 §2.10).
 */
export function BasketAddFeedback({
  settings,
  children,
}: {
  settings: Omit<CatalogueSettings, 'onAdded'>;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const scrolled = useScrolledPast(toastScrollThreshold);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onAdded = useCallback(
    (product: ProductCard) => {
      queryClient
        .fetchQuery(relatedProductsQueryOptions(product.productId))
        .then((result) => result.collection)
        .catch(() => [] as RelatedProduct[])
        .then((related) =>
          setFeedback(
            related.length > 0 ? { kind: 'modal', product, related } : { kind: isPhone() ? 'toast' : 'notice' },
          ),
        );
    },
    [queryClient],
  );

  const timed = feedback?.kind === 'notice' || feedback?.kind === 'toast';
  useEffect(() => {
    if (!timed) return;
    const timer = window.setTimeout(() => setFeedback(null), addedNoticeMs);
    return () => window.clearTimeout(timer);
  }, [timed, feedback]);

  const value = useMemo(() => ({ ...settings, onAdded }), [settings, onAdded]);

  return (
    <CatalogueSettingsProvider value={value}>
      {children}
      {feedback?.kind === 'modal' && (
        <AddedToBasketDialog
          product={feedback.product}
          related={feedback.related}
          onClose={() => setFeedback(null)}
        />
      )}
      {timed && (
        <Paper
          role="status"
          elevation={6}
          data-position={scrolled ? 'fixed' : 'top'}
          sx={{
            position: scrolled ? 'fixed' : 'absolute',
            top: scrolled ? 'auto' : 16,
            bottom: scrolled ? 24 : 'auto',
            right: 16,
            left: { xs: 16, sm: 'auto' },
            zIndex: 'snackbar',
            px: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            borderLeft: 4,
            borderColor: 'success.main',
          }}
        >
          {/* The spec words it once ('Item(s) added to basket', spec 2 §2, spec 3 §2.10); the desktop notice says the same. */}
          <Typography sx={{ fontWeight: 600 }}>{messages.shell.itemsAddedToBasket}</Typography>
          {feedback.kind === 'toast' && (
            <Button component={RouterLink} to={pagePaths.basket} variant="contained" size="small">
              Go to Basket
            </Button>
          )}
        </Paper>
      )}
    </CatalogueSettingsProvider>
  );
}
