import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FavouriteProduct } from '@sparesfinder/contracts/lists';
import { messages } from '@sparesfinder/contracts/messages';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useSearchLikedProductsList } from '../hooks/use-list-queries';
import { ListControls } from './list-controls';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

/** spec 2 §2: sort by name. */
export const favouriteSortOptions = [
  { id: 'name-asc', label: 'Product Name A-Z', sortDir: 'ASC', sortProp: 'Description' },
  { id: 'name-desc', label: 'Product Name Z-A', sortDir: 'DESC', sortProp: 'Description' },
] as const;

/** /favourite-products: search, sort by name, the empty text; the page supplies the product card. */
export function FavouritesList({
  renderProduct,
}: {
  renderProduct: (product: FavouriteProduct) => ReactNode;
}) {
  const { state, query } = useSearchLikedProductsList(favouriteSortOptions);
  const items = query.data?.collection ?? [];
  const total = query.data?.totalRecords ?? 0;
  return (
    <>
      <ListControls
        searchLabel="Search favourites"
        onSearch={state.search}
        sortOptions={favouriteSortOptions}
        sortId={state.sortId}
        onSort={state.changeSort}
      />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={query.isSuccess && items.length === 0}
        emptyText={
          state.searchText ? `No favourites match “${state.searchText}”.` : messages.lists.favouritesEmpty
        }
      />
      {items.length > 0 && (
        <>
          <Typography role="status" sx={{ fontWeight: 600, mb: 2 }}>
            {total} {total === 1 ? 'product' : 'products'}
          </Typography>
          <Box component="h2" sx={visuallyHidden}>
            Favourite products
          </Box>
          <Box
            component="ul"
            aria-label="Favourite products"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(auto-fill, minmax(160px, 1fr))',
                sm: 'repeat(auto-fill, minmax(220px, 1fr))',
              },
            }}
          >
            {items.map((product) => (
              <Box component="li" key={product.id} sx={{ minWidth: 0 }}>
                {renderProduct(product)}
              </Box>
            ))}
          </Box>
        </>
      )}
      <ListPagination totalRecords={total} page={state.page} onChange={state.setPage} />
    </>
  );
}
