import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { RequestedProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { useRequestedProductsList } from '../hooks/use-list-queries';
import { ListFrame, ListItems } from './list-frame';
import { RemoveRequestedProductDialog } from './remove-requested-product-dialog';
import { RequestedProductRow } from './requested-product-row';

/** Newest first (the contract's default). */
const requestedSortOptions = [
  { id: 'date-desc', label: 'Newest first', sortDir: 'DESC', sortProp: 'CreatedOn' },
] as const;

/** /requested-products: search, the count with 'please see your emails for updates', remove with confirmation. */
export function RequestedProductsList() {
  const { state, query } = useRequestedProductsList(requestedSortOptions);
  const [removing, setRemoving] = useState<RequestedProduct | null>(null);
  return (
    <>
      <ListFrame
        state={state}
        query={query}
        searchLabel="Search requested products"
        // While a search is on, the count is of the matches, and says so (not "0 requested products" when 2 exist).
        summary={(total, searchText) => (
          <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
            {total} requested {total === 1 ? 'product' : 'products'}
            {searchText ? ` ${total === 1 ? 'matches' : 'match'} “${searchText}”` : ''},{' '}
            {messages.lists.requestedProductsUpdates}
          </Typography>
        )}
        emptyText={(searchText) =>
          searchText
            ? `No requested products match “${searchText}”.`
            : 'You have not requested any products yet.'
        }
      >
        {(items) => (
          <ListItems
            label="Requested products"
            items={items}
            itemKey={(product) => product.id}
            renderItem={(product) => (
              <RequestedProductRow product={product} onRemove={() => setRemoving(product)} />
            )}
          />
        )}
      </ListFrame>
      {removing && <RemoveRequestedProductDialog product={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
