import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RequestedProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { useRequestedProductsList } from '../hooks/use-list-queries';
import { ListControls } from './list-controls';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';
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
  const items = query.data?.collection ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <>
      {query.isSuccess && (
        <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
          {total} requested {total === 1 ? 'product' : 'products'}, {messages.lists.requestedProductsUpdates}
        </Typography>
      )}
      <ListControls searchLabel="Search requested products" onSearch={state.search} />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.isSuccess && items.length === 0}
        emptyText={
          state.searchText
            ? `No requested products match “${state.searchText}”.`
            : 'You have not requested any products yet.'
        }
      />
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label="Requested products"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((product) => (
            <li key={product.id}>
              <RequestedProductRow product={product} onRemove={() => setRemoving(product)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination totalRecords={total} page={state.page} onChange={state.setPage} />
      {removing && <RemoveRequestedProductDialog product={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
